import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql.js';
import type { EmailRowFieldsFragment, EmailsChangedSubscription as EmailsChanged } from '../../../__generated__/graphql.js';
import type { RemoteChange } from '../../../lib/live/remote-change.js';
import { cachedEmailRows, syncEmailLists, writeEmailsMeta } from '../api/email-cache.js';
import { EmailRowFields } from '../api/email-fields.js';

export const EmailsChangedSubscription = graphql(`
  subscription EmailsChanged {
    emailsChanged {
      change
      emails {
        ...EmailRowFields
      }
      meta {
        ...EmailsMetaFields
      }
      actor {
        ...LiveActorFields
      }
    }
  }
`);

/**
 * Mails flagged, moved, labelled, sent or drafted elsewhere: each mail is written by id, every cached
 * mailbox view gains or drops it, and the sidebar counters take the server's figures.
 */
export function applyEmailsChanged({ emailsChanged }: EmailsChanged, cache: ApolloCache): RemoteChange[] {
  const { change, emails, meta, actor } = emailsChanged;
  const before: Map<string, EmailRowFieldsFragment | null> =
    change === 'CREATED' ? new Map(emails.map((email) => [email.id, null])) : cachedEmailRows(cache, emails.map((email) => email.id));
  for (const email of emails) cache.writeFragment({ fragment: EmailRowFields, data: email });
  syncEmailLists(cache, emails, before);
  writeEmailsMeta(cache, meta);
  return emails.map((email) => ({ typename: 'Email', id: email.id, change, actor: actor ?? null }));
}
