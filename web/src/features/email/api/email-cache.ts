import { isReference, type ApolloCache } from '@apollo/client';
import type { EmailRowFieldsFragment, EmailsMetaFieldsFragment, EmailsQueryVariables } from '../../../__generated__/graphql.js';
import { fieldArgs } from '../../../lib/apollo/field-args.js';
import { firstPlacement, placeRow, type GrowingList } from '../../../lib/apollo/growing-list.js';
import { EmailRowFields } from './email-fields.js';
import { EmailsMetaQuery } from './emails-meta-query.js';

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

/** What decides the views a mail shows in (its subject and time never change). */
function viewState(email: Pick<EmailRowFieldsFragment, 'folder' | 'isStarred' | 'labels'>): string {
  return JSON.stringify([email.folder, email.isStarred, [...email.labels].sort()]);
}

/**
 * After a change (also in the optimistic layer): every cached mailbox view (the pages loaded so far, see
 * lib/apollo/growing-list.ts) drops the mails that left it and gains, in newest-first place, the ones
 * that entered it, its total adjusted. No list is refetched. `before` holds the mails as they were, by id
 * (null for a new mail; a mail missing from it is not known); `optimistic` for the prediction shown before
 * the answer.
 */
export function syncEmailLists(
  cache: ApolloCache,
  emails: readonly EmailRowFieldsFragment[],
  before: ReadonlyMap<string, EmailRowFieldsFragment | null>,
  optimistic = false,
): void {
  for (const email of emails) {
    const ref = cache.identify({ __typename: 'Email', id: email.id });
    if (!ref || (!optimistic && !firstPlacement(cache, 'Email', email.id, viewState(email)))) continue;
    const old = before.has(email.id) ? before.get(email.id) : undefined;
    cache.modify<{ emails: GrowingList }>({
      fields: {
        emails(list, { storeFieldName, readField, toReference }) {
          if (isReference(list)) return list;
          const args = fieldArgs<EmailsQueryVariables>(storeFieldName);
          const row = toReference(ref);
          if (!row) return list;
          return placeRow(list, {
            id: email.id,
            ref: row,
            was: old === null ? false : old && belongsTo(old, args),
            is: belongsTo(email, args),
            sortsBefore: (other) => isNewer(email.time, email.id, String(readField('time', other)), String(readField('id', other))),
            keepsPlace: old?.time === email.time,
            readField,
          });
        },
      },
    });
  }
}

/** The counters live under the root field `emailsMeta`; every mutation payload carries fresh ones. */
export function writeEmailsMeta(cache: ApolloCache, meta: EmailsMetaFieldsFragment): void {
  // Typed without __typename by codegen; the cache needs it to store the object under its type.
  const emailsMeta = { ...meta, __typename: 'EmailsMeta' };
  cache.writeQuery({ query: EmailsMetaQuery, data: { emailsMeta } });
}

/** The cached rows of these ids by id, for `syncEmailLists` (those not cached are left out: not known). */
export function cachedEmailRows(cache: ApolloCache, ids: readonly string[]): Map<string, EmailRowFieldsFragment> {
  return new Map(readEmailRows(cache, ids).map((row) => [row.id, row]));
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
