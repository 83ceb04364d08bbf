import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql.js';
import type { MailLetterChangedSubscription as MailLetterChanged, MailStatus } from '../../../__generated__/graphql.js';
import { fieldArgs } from '../../../lib/apollo/field-args.js';
import { claimNewRow } from '../../../lib/apollo/list-claims.js';
import { withoutRow, type CachedPage } from '../../../lib/apollo/numbered-page.js';
import { MailLetterFields } from '../api/mail-letter-fields.js';
import { MAIL_LOG_PER_PAGE } from '../api/mail-log-query.js';

export const MailLetterChangedSubscription = graphql(`
  subscription MailLetterChanged {
    mailLetterChanged {
      change
      letter {
        ...MailLetterFields
      }
    }
  }
`);

interface MailLogArgs {
  status: MailStatus | null;
  page: number;
  perPage: number;
}

/**
 * A letter queued or moved on by the queue, on whichever instance. Its row is written by id, so every cached page
 * holding it shows the new status and tries at once. A new letter is the newest: it leads the first page of the
 * whole log (and of its status), which keeps its size. A status change takes the row out of the pages of its old
 * status; where it falls among the new one's is the server's to say, so those pages are dropped and read again.
 */
export function applyMailLetterChanged({ mailLetterChanged }: MailLetterChanged, cache: ApolloCache): void {
  const { change, letter } = mailLetterChanged;
  const id = cache.identify({ __typename: 'MailLetter', id: letter.id });
  const before = id ? cache.readFragment({ id, fragment: MailLetterFields }) : null;
  if (change === 'CREATED' && !claimNewRow(cache, 'MailLetter', letter.id)) return;
  cache.writeFragment({ fragment: MailLetterFields, data: letter });
  if (change === 'UPDATED' && before?.status === letter.status) return;
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      mailLog(stored, { storeFieldName, readField, toReference, DELETE }) {
        const page = stored as CachedPage;
        const args = fieldArgs<MailLogArgs>(storeFieldName);
        if (args.status && args.status !== letter.status) return (before && withoutRow(page, letter.id, readField)) || page;
        if (change === 'UPDATED') return args.status ? DELETE : page;
        const ref = toReference({ __typename: 'MailLetter', id: letter.id });
        if ((args.page ?? 1) !== 1 || !ref) return DELETE;
        return { ...page, items: [ref, ...page.items].slice(0, args.perPage ?? MAIL_LOG_PER_PAGE), total: page.total + 1 };
      },
    },
  });
}
