import { graphql } from '../../../__generated__/gql';
import { reportRemoteChange } from '../../../lib/live/remote-changes';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription';
import { EmailRowFields } from '../api/email-fields';
import { syncEmailLists, writeEmailsMeta } from '../api/email-cache';

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
export function useEmailsLive(): void {
  useLiveSubscription(EmailsChangedSubscription, ({ emailsChanged }, cache) => {
    for (const email of emailsChanged.emails) cache.writeFragment({ fragment: EmailRowFields, data: email });
    syncEmailLists(cache, emailsChanged.emails);
    writeEmailsMeta(cache, emailsChanged.meta);
    for (const email of emailsChanged.emails) reportRemoteChange({ typename: 'Email', id: email.id, change: emailsChanged.change, actor: emailsChanged.actor ?? null });
  });
}
