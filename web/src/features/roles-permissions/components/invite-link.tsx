import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toaster';

/** The one-time invitation link, shown once: copy it and send it to the person yourself. */
export function InviteLink({ url, email }: { url: string; email: string }) {
  const { t } = useTranslation('roles-permissions');
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast.error(t('accounts.invite.copyFailed'));
    }
  }

  return (
    <div className="invite-link" data-testid="invite-link">
      <Callout intent="success" icon="tick-circle" title={t('accounts.invite.title')}>
        {t('accounts.invite.text', { email })}
      </Callout>
      <FormGroup label={t('accounts.invite.label')} labelFor="invite-url" helperText={t('accounts.invite.once')}>
        <InputGroup
          id="invite-url"
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          rightElement={<Button variant="minimal" icon={copied ? 'tick' : 'duplicate'} text={t(copied ? 'accounts.invite.copied' : 'accounts.invite.copy')} onClick={() => void copy()} />}
          data-testid="invite-url"
        />
      </FormGroup>
    </div>
  );
}
