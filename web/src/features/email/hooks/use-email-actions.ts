import { useApolloClient, useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { EmailFlagsInput, EmailRowFieldsFragment, MailLabel } from '../../../__generated__/graphql';
import { toast } from '../../../lib/toaster';
import { cachedEmailRows, predictMeta, readEmailRows, syncEmailLists, writeEmailsMeta } from '../api/email-cache';
import { EmailsMetaQuery } from '../api/emails-meta-query';
import { ToggleEmailLabelMutation } from '../api/toggle-email-label-mutation';
import { UpdateEmailsMutation } from '../api/update-emails-mutation';

function withFlags(email: EmailRowFieldsFragment, input: EmailFlagsInput): EmailRowFieldsFragment {
  return {
    ...email,
    isRead: input.isRead ?? email.isRead,
    isStarred: input.isStarred ?? email.isStarred,
    folder: input.folder ?? email.folder,
  };
}

function withLabelToggled(email: EmailRowFieldsFragment, label: MailLabel): EmailRowFieldsFragment {
  const labels = email.labels.includes(label) ? email.labels.filter((l) => l !== label) : [...email.labels, label];
  return { ...email, labels };
}

/**
 * An optimistic answer that knows when it is being applied: Apollo asks for it right before the
 * optimistic pass of `update`, so the next `update` call is that pass (it must not count as placed: its
 * layer goes away before the real answer is placed).
 */
function predictionOf<P>(payload: P | undefined) {
  let pending = false;
  return {
    response<R>(wrap: (payload: P) => R): (() => R) | undefined {
      if (payload === undefined) return undefined;
      return () => {
        pending = true;
        return wrap(payload);
      };
    },
    applying(): boolean {
      const was = pending;
      pending = false;
      return was;
    },
  };
}

/**
 * The bulk flag and label calls. Their outcome is certain, so each answers optimistically from the
 * cached rows: rows, every cached mailbox view and the sidebar counters change at once, and roll
 * back (with a toast) if the server refuses.
 */
export function useEmailActions() {
  const client = useApolloClient();
  const { t } = useTranslation('email');
  const [updateEmails] = useMutation(UpdateEmailsMutation);
  const [toggleLabel] = useMutation(ToggleEmailLabelMutation);

  function optimistic(ids: readonly string[], change: (email: EmailRowFieldsFragment) => EmailRowFieldsFragment) {
    const before = readEmailRows(client.cache, ids);
    // Without every row cached the counters can't be predicted: then the server answer updates them.
    if (before.length !== ids.length) return undefined;
    const after = before.map(change);
    const meta = client.cache.readQuery({ query: EmailsMetaQuery })?.emailsMeta;
    if (!meta) return undefined;
    // Rows read from the cache carry their __typename, so the optimistic write normalizes them.
    return { __typename: 'UpdateEmailsPayload', emails: after, meta: predictMeta(meta, before, after) };
  }

  async function setFlags(ids: readonly string[], input: EmailFlagsInput): Promise<boolean> {
    if (ids.length === 0) return false;
    const before = cachedEmailRows(client.cache, ids);
    const prediction = predictionOf(optimistic(ids, (email) => withFlags(email, input)));
    try {
      await updateEmails({
        variables: { ids: [...ids], input },
        optimisticResponse: prediction.response((updateEmails) => ({ updateEmails })),
        update(cache, { data }) {
          const predicted = prediction.applying();
          if (!data) return;
          writeEmailsMeta(cache, data.updateEmails.meta);
          syncEmailLists(cache, data.updateEmails.emails, before, predicted);
        },
      });
      return true;
    } catch (error) {
      toast.error(t('toast.updateFailed', { message: (error as Error).message }));
      return false;
    }
  }

  async function toggleEmailLabel(ids: readonly string[], label: MailLabel): Promise<boolean> {
    if (ids.length === 0) return false;
    const before = cachedEmailRows(client.cache, ids);
    const prediction = predictionOf(optimistic(ids, (email) => withLabelToggled(email, label)));
    try {
      await toggleLabel({
        variables: { ids: [...ids], label },
        optimisticResponse: prediction.response((toggleEmailLabel) => ({ toggleEmailLabel })),
        update(cache, { data }) {
          const predicted = prediction.applying();
          if (!data) return;
          writeEmailsMeta(cache, data.toggleEmailLabel.meta);
          syncEmailLists(cache, data.toggleEmailLabel.emails, before, predicted);
        },
      });
      return true;
    } catch (error) {
      toast.error(t('toast.updateFailed', { message: (error as Error).message }));
      return false;
    }
  }

  return { setFlags, toggleEmailLabel };
}
