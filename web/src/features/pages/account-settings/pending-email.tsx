import { Button, Callout } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toaster';
import { AccountSettingsQuery, CancelEmailChangeMutation, ResendEmailChangeMutation } from './account-documents';

/** The server's refusal code and its extensions (TOO_MANY_REQUESTS carries `retryAfter`). */
function refusal(error: unknown): { code?: unknown; retryAfter?: unknown } {
  return CombinedGraphQLErrors.is(error) ? (error.errors[0]?.extensions ?? {}) : {};
}

/**
 * A new address waiting for the link sent to it: the account signs in and gets letters at its own until then.
 * "Resend" sends a new link (once a minute), "Cancel" drops the change; both read the settings again.
 */
export function PendingEmail({ email, pending }: { email: string; pending: string }) {
  const { t } = useTranslation('pages');
  const refetchQueries = [{ query: AccountSettingsQuery }];
  const [resend, resending] = useMutation(ResendEmailChangeMutation, { refetchQueries });
  const [cancel, cancelling] = useMutation(CancelEmailChangeMutation, { refetchQueries });
  const failed = (error: unknown) => {
    const { code, retryAfter } = refusal(error);
    if (code === 'TOO_MANY_REQUESTS') toast.info(t('account.emailChange.wait', { seconds: Math.max(1, Number(retryAfter) || 60) }));
    else toast.error(t('account.emailChange.failed', { message: error instanceof Error ? error.message : String(error) }));
  };
  return (
    <Callout intent="primary" icon="envelope" className="pending-email" data-testid="pending-email" title={t('account.emailChange.title', { email: pending })}>
      <p>{t('account.emailChange.hint', { email })}</p>
      <div className="pending-email__actions">
        <Button
          variant="outlined"
          icon="refresh"
          text={t('account.emailChange.resend')}
          loading={resending.loading}
          data-testid="pending-email-resend"
          onClick={() =>
            void resend().then(
              () => toast.success(t('account.emailChange.sent', { email: pending })),
              failed,
            )
          }
        />
        <Button
          variant="outlined"
          intent="danger"
          icon="cross"
          text={t('account.emailChange.cancel')}
          loading={cancelling.loading}
          data-testid="pending-email-cancel"
          onClick={() =>
            void cancel().then(
              () => toast.success(t('account.emailChange.cancelled', { email })),
              failed,
            )
          }
        />
      </div>
    </Callout>
  );
}
