import { Button, Checkbox } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettingsFieldsFragment } from '../../../__generated__/graphql';
import { toast } from '../../../lib/toaster';
import { UpdateAccountNotificationsMutation } from './account-documents';
import { errorMessage } from './validation';

const FLAGS = ['commentOnArticle', 'answerOnForm', 'followMe', 'newAnnouncements', 'productUpdates', 'blogDigest'] as const;
type Flag = (typeof FLAGS)[number];

/** Which events send an email. */
export function NotificationsTab({ settings }: { settings: AccountSettingsFieldsFragment }) {
  const { t } = useTranslation('pages');
  const initial = Object.fromEntries(FLAGS.map((f) => [f, settings.notification[f]])) as Record<Flag, boolean>;
  const [form, setForm] = useState<Record<Flag, boolean>>(initial);
  const [save, { loading }] = useMutation(UpdateAccountNotificationsMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save({ variables: { input: form } });
      toast.success(t('account.saved'));
    } catch (error) {
      toast.error(errorMessage(error, t('account.saveFailed')));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} data-testid="account-notifications">
      <h3 className="section-title">{t('account.activity')}</h3>
      <div className="checkbox-list">
        {FLAGS.slice(0, 3).map((flag) => (
          <Checkbox key={flag} large checked={form[flag]} label={t(`account.flags.${flag}`)} data-testid={`flag-${flag}`} onChange={(e) => setForm((f) => ({ ...f, [flag]: e.currentTarget.checked }))} />
        ))}
      </div>
      <h3 className="section-title">{t('account.application')}</h3>
      <div className="checkbox-list">
        {FLAGS.slice(3).map((flag) => (
          <Checkbox key={flag} large checked={form[flag]} label={t(`account.flags.${flag}`)} data-testid={`flag-${flag}`} onChange={(e) => setForm((f) => ({ ...f, [flag]: e.currentTarget.checked }))} />
        ))}
      </div>
      <div className="form-actions">
        <Button type="submit" intent="primary" loading={loading} text={t('account.save')} data-testid="account-save" />
        <Button variant="outlined" text={t('account.reset')} onClick={() => setForm(initial)} />
      </div>
    </form>
  );
}
