import { Button } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountSettingsFieldsFragment } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { toast } from '../../../lib/toaster';
import { UpdateAccountGeneralMutation } from './account-documents';
import { Field } from './field';
import { PendingEmail } from './pending-email';
import { EMAIL, errorMessage, USERNAME, type Errors } from './validation';

type Key = 'username' | 'fullName' | 'email' | 'company';
const AVATARS = Array.from({ length: 8 }, (_, i) => `/images/avatars/${i + 1}.svg`);

/** The form's fields of the general section (the waiting address is shown apart, not edited). */
function fieldsOf({ pendingEmail: _pending, ...fields }: AccountSettingsFieldsFragment['general']) {
  return fields;
}

/**
 * Avatar, username, name, email and company. The e-mail is the login account's: another one is asked for on save
 * and takes effect once the link sent to it is followed (the panel below the fields says so).
 */
export function GeneralTab({ settings }: { settings: AccountSettingsFieldsFragment }) {
  const { t } = useTranslation('pages');
  const initial = settings.general;
  const [form, setForm] = useState({ ...fieldsOf(initial), avatar: initial.avatar ?? null });
  const [errors, setErrors] = useState<Errors<Key>>({});
  const [save, { loading }] = useMutation(UpdateAccountGeneralMutation);
  const set = (key: Key) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  function validate(): Errors<Key> {
    const e: Errors<Key> = {};
    if (!USERNAME.test(form.username)) e.username = t('account.errors.username');
    if (!form.fullName.trim()) e.fullName = t('account.errors.required');
    if (!EMAIL.test(form.email)) e.email = t('account.errors.email');
    if (form.company.length > 100) e.company = t('account.errors.tooLong', { max: 100 });
    return e;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const { data } = await save({ variables: { input: { avatar: form.avatar, username: form.username, fullName: form.fullName.trim(), email: form.email, company: form.company } } });
      const general = data?.updateAccountGeneral.general;
      // Another address is not saved but asked for: the field shows the account's own again, the panel the waiting one.
      if (general) setForm((f) => ({ ...f, email: general.email }));
      if (general?.pendingEmail && general.pendingEmail !== initial.pendingEmail) toast.success(t('account.emailChange.sent', { email: general.pendingEmail }));
      else toast.success(t('account.saved'));
    } catch (error) {
      toast.error(errorMessage(error, t('account.saveFailed')));
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="account-general">
      <div className="avatar-picker">
        <Avatar src={form.avatar} name={form.fullName} size={88} />
        <div>
          <p className="avatar-picker__label">{t('account.avatar')}</p>
          <div className="avatar-picker__options" role="radiogroup" aria-label={t('account.avatar')}>
            {AVATARS.map((src, index) => (
              <button
                key={src}
                type="button"
                role="radio"
                aria-checked={form.avatar === src}
                aria-label={t('account.avatarOption', { number: index + 1 })}
                className={`avatar-picker__option ${form.avatar === src ? 'avatar-picker__option--active' : ''}`}
                onClick={() => setForm((f) => ({ ...f, avatar: src }))}
              >
                <img src={src} alt="" width={36} height={36} />
              </button>
            ))}
            <Button variant="minimal" icon="trash" text={t('account.removeAvatar')} onClick={() => setForm((f) => ({ ...f, avatar: null }))} />
          </div>
        </div>
      </div>
      <div className="form-grid">
        <Field id="acc-username" label={t('account.username')} value={form.username} onValueChange={set('username')} error={errors.username} autoComplete="username" />
        <Field id="acc-fullname" label={t('account.fullName')} value={form.fullName} onValueChange={set('fullName')} error={errors.fullName} autoComplete="name" />
        <Field id="acc-email" label={t('account.email')} type="email" value={form.email} onValueChange={set('email')} error={errors.email} autoComplete="email" />
        <Field id="acc-company" label={t('account.company')} value={form.company} onValueChange={set('company')} error={errors.company} autoComplete="organization" />
      </div>
      {settings.general.pendingEmail ? <PendingEmail email={settings.general.email} pending={settings.general.pendingEmail} /> : null}
      <div className="form-actions">
        <Button type="submit" intent="primary" loading={loading} text={t('account.save')} data-testid="account-save" />
        <Button
          variant="outlined"
          text={t('account.reset')}
          onClick={() => {
            setForm({ ...fieldsOf(initial), avatar: initial.avatar ?? null });
            setErrors({});
          }}
        />
      </div>
    </form>
  );
}
