import { Button, Dialog, DialogBody, FormGroup, Icon, InputGroup, type IconName } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toaster';

const STEPS: { key: string; icon: IconName }[] = [
  { key: 'invite', icon: 'send-message' },
  { key: 'register', icon: 'new-person' },
  { key: 'reward', icon: 'dollar' },
];
const LINK = 'https://aurora-crm.example/ref/anna-smirnova';

/** Refer & earn: how it works, invite by email, and the personal link to copy. */
export function ReferEarnDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  function invite(event: FormEvent) {
    event.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return setError(t('modals.errors.email'));
    setError(null);
    toast.success(t('modals.refer.sent', { email }));
    setEmail('');
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(LINK);
      toast.success(t('modals.refer.copied'));
    } catch {
      toast.error(t('modals.refer.copyFailed'));
    }
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('modals.refer.title')} icon="crown" className="example-dialog example-dialog--wide">
      <DialogBody>
        <p className="text-muted center">{t('modals.refer.text')}</p>
        <ol className="refer-steps">
          {STEPS.map((s) => (
            <li key={s.key}>
              <span className="refer-steps__icon tone-primary">
                <Icon icon={s.icon} size={22} />
              </span>
              <strong>{t(`modals.refer.steps.${s.key}.title`)}</strong>
              <span className="text-muted">{t(`modals.refer.steps.${s.key}.text`)}</span>
            </li>
          ))}
        </ol>
        <form onSubmit={invite} noValidate className="inline-form">
          <FormGroup label={t('modals.refer.email')} labelFor="refer-email" helperText={error ?? undefined} intent={error ? 'danger' : 'none'} className="inline-form__grow">
            <InputGroup id="refer-email" type="email" value={email} onValueChange={setEmail} intent={error ? 'danger' : 'none'} />
          </FormGroup>
          <Button type="submit" intent="primary" text={t('modals.refer.send')} />
        </form>
        <FormGroup label={t('modals.refer.link')} labelFor="refer-link">
          <InputGroup id="refer-link" readOnly value={LINK} rightElement={<Button variant="minimal" icon="duplicate" text={t('modals.refer.copy')} onClick={() => void copy()} />} />
        </FormGroup>
      </DialogBody>
    </Dialog>
  );
}
