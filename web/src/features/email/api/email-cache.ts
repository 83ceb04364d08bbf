import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import type { EmailRowFieldsFragment, EmailsMetaFieldsFragment, EmailsQueryVariables } from '../../../__generated__/graphql';
import { fieldArgs } from '../../../lib/apollo/field-args';
import { EmailRowFields } from './email-fields';
import { EmailsMetaQuery } from './emails-meta-query';

interface CachedList {
  items: readonly Reference[];
}

type Meta = EmailsMetaFieldsFragment;

/** The server's list rule (server/email/repository.ts `list`), so cached views stay exact. */
export function belongsTo(email: Pick<EmailRowFieldsFragment, 'folder' | 'isStarred' | 'labels' | 'subject'>, args: EmailsQueryVariables): boolean {
  const q = (args.q ?? '').toLowerCase();
  if (q && !email.subject.toLowerCase().includes(q)) return false;
  if (args.label) return email.labels.includes(args.label) && email.folder !== 'trash';
  const folder = args.folder ?? 'inbox';
  if (folder === 'starred') return email.isStarred && email.folder !== 'trash';
  return email.folder === folder;
}

/** Newest first, ties by the higher id (as the server sorts). */
function isNewer(time: string, id: string, otherTime: string, otherId: string): boolean {
  return time > otherTime || (time === otherTime && Number(id) > Number(otherId));
}

/**
 * After a change (also in the optimistic layer): every cached mailbox view drops the mails that
 * left it and gains, in newest-first place, the ones that entered it. No list is refetched.
 */
export function syncEmailLists(cache: ApolloCache, emails: readonly EmailRowFieldsFragment[]): void {
  cache.modify<{ emails: CachedList }>({
    fields: {
      emails(existing, { storeFieldName, readField, toReference }) {
        if (isReference(existing)) return existing;
        const args = fieldArgs<EmailsQueryVariables>(storeFieldName);
        let items = [...existing.items];
        for (const email of emails) {
          const present = items.some((ref) => readField('id', ref) === email.id);
          const wanted = belongsTo(email, args);
          if (present && !wanted) items = items.filter((ref) => readField('id', ref) !== email.id);
          if (!present && wanted) {
            const ref = toReference({ __typename: 'Email', id: email.id });
            if (!ref) continue;
            const at = items.findIndex((other) => isNewer(email.time, email.id, String(readField('time', other)), String(readField('id', other))));
            items.splice(at < 0 ? items.length : at, 0, ref);
          }
        }
        return { ...existing, items };
      },
    },
  });
}

/** The counters live under the root field `emailsMeta`; every mutation payload carries fresh ones. */
export function writeEmailsMeta(cache: ApolloCache, meta: EmailsMetaFieldsFragment): void {
  // Typed without __typename by codegen; the cache needs it to store the object under its type.
  const emailsMeta = { ...meta, __typename: 'EmailsMeta' };
  cache.writeQuery({ query: EmailsMetaQuery, data: { emailsMeta } });
}

/** The cached rows of these ids (those not cached are skipped: the server answer will bring them). */
export function readEmailRows(cache: ApolloCache, ids: readonly string[]): EmailRowFieldsFragment[] {
  return ids.flatMap((id) => {
    const cacheId = cache.identify({ __typename: 'Email', id });
    const row = cacheId ? cache.readFragment({ fragment: EmailRowFields, id: cacheId }) : null;
    return row ? [row] : [];
  });
}

function contribution(email: Pick<EmailRowFieldsFragment, 'folder' | 'isRead'>): Meta {
  return {
    inbox: email.folder === 'inbox' && !email.isRead ? 1 : 0,
    draft: email.folder === 'draft' ? 1 : 0,
    spam: email.folder === 'spam' && !email.isRead ? 1 : 0,
  };
}

/** The counters after `before` became `after` (same order), computed as the server counts them. */
export function predictMeta(meta: EmailsMetaFieldsFragment, before: readonly EmailRowFieldsFragment[], after: readonly EmailRowFieldsFragment[]): EmailsMetaFieldsFragment {
  const next: Meta = { inbox: meta.inbox, draft: meta.draft, spam: meta.spam };
  before.forEach((old, i) => {
    const was = contribution(old);
    const now = contribution(after[i]);
    next.inbox += now.inbox - was.inbox;
    next.draft += now.draft - was.draft;
    next.spam += now.spam - was.spam;
  });
  const predicted = { __typename: 'EmailsMeta', inbox: Math.max(0, next.inbox), draft: Math.max(0, next.draft), spam: Math.max(0, next.spam) };
  return predicted;
}
