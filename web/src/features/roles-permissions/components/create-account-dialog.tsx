import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup, Radio, RadioGroup } from '@blueprintjs/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountRole } from '../../../__generated__/graphql';
import { LANGUAGES, type Language } from '../../../lib/i18n';
import { toast } from '../../../lib/toaster';
import { CreateAccountMutation } from '../api/account-mutations';
import { addAccountToCache } from '../api/accounts-cache';
import { ACCOUNT_ROLES } from './account-role-meta';
import { InviteLink } from './invite-link';

/** What the dialog may open with: the user view's "create an account" prefills who it is for. */
export interface AccountDraft {
  email: string;
  fullName: string;
}

interface Form extends AccountDraft {
  role: AccountRole;
  /** The person's interface language: their letters', the invitation's first. */
  language: Language;
  mode: 'invite' | 'password';
  password: string;
}

type Errors = Partial<Record<'email' | 'fullName' | 'password', string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** server/common/password-policy.ts: the one rule; the server checks it again (and that it is not the e-mail). */
const PASSWORD = { min: 8, max: 256 } as const;

/**
 * A new account: e-mail, full name, role, and either a first password or (the default) a one-time invitation link,
 * valid 7 days, where the person chooses their own. The link is shown here once and never again: it is a secret
 * the server keeps only as a hash.
 */
export function CreateAccountDialog({ draft, onClose }: { draft: AccountDraft | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('roles-permissions');
  // The administrator's own language until they pick another: the person has not chosen one yet.
  const adminLanguage: Language = LANGUAGES.find((lng) => lng === i18n.language) ?? 'ru';
  const [form, setForm] = useState<Form>({ email: '', fullName: '', role: 'user', language: adminLanguage, mode: 'invite', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);
  const [createAccount, { loading }] = useMutation(CreateAccountMutation);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function validate(): Errors {
    const next: Errors = {};
    if (!EMAIL.test(form.email.trim())) next.email = t('accounts.form.emailFormat');
    if (!form.fullName.trim()) next.fullName = t('accounts.form.required');
    if (form.mode === 'password') {
      const length = [...form.password].length;
      if (length < PASSWORD.min) next.password = t('accounts.form.passwordShort', { count: PASSWORD.min });
      else if (length > PASSWORD.max) next.password = t('accounts.form.passwordLong', { count: PASSWORD.max });
    }
    return next;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    if (Object.keys(found).length > 0) return setErrors(found);
    try {
      const input = {
        email: form.email.trim(),
        fullName: form.fullName.trim(),
        role: form.role,
        language: form.language,
        password: form.mode === 'password' ? form.password : null,
      };
      const { data } = await createAccount({
        variables: { input },
        update(cache, { data: answer }) {
          if (answer) addAccountToCache(cache, answer.createAccount.account);
        },
      });
      if (!data) return;
      toast.success(t('accounts.toast.created', { email: input.email }));
      if (data.createAccount.inviteUrl) setInviteUrl(new URL(data.createAccount.inviteUrl, window.location.origin).href);
      else onClose();
    } catch (failure) {
      const first = CombinedGraphQLErrors.is(failure) ? failure.errors[0] : undefined;
      if (first?.extensions?.code === 'CONFLICT') setErrors({ email: t('accounts.form.emailTaken') });
      else if (first?.extensions?.code === 'BAD_USER_INPUT' && /password/.test(first.message)) setErrors({ password: t('accounts.form.passwordRefused') });
      else toast.error(t('toast.failed', { message: failure instanceof Error ? failure.message : String(failure) }));
    }
  }

  function opening() {
    setForm({ email: draft?.email ?? '', fullName: draft?.fullName ?? '', role: 'user', language: adminLanguage, mode: 'invite', password: '' });
    setErrors({});
    setInviteUrl(null);
  }

  const field = (key: keyof Errors) => ({ helperText: errors[key], intent: errors[key] ? ('danger' as const) : ('none' as const) });

  return (
    <Dialog isOpen={draft !== null} onClose={onClose} onOpening={opening} title={t('accounts.form.title')} icon="new-person" className="account-dialog">
      {inviteUrl ? (
        <>
          <DialogBody>
            <InviteLink url={inviteUrl} email={form.email.trim()} />
          </DialogBody>
          <DialogFooter actions={<Button intent="primary" text={t('accounts.form.done')} onClick={onClose} data-testid="account-done" />} />
        </>
      ) : (
        <form onSubmit={submit} noValidate data-testid="account-form">
          <DialogBody>
            <FormGroup label={t('accounts.form.email')} labelFor="account-email" {...field('email')}>
              <InputGroup id="account-email" type="email" autoComplete="off" value={form.email} intent={field('email').intent} onChange={(e) => set('email', e.target.value)} autoFocus />
            </FormGroup>
            <FormGroup label={t('accounts.form.fullName')} labelFor="account-name" {...field('fullName')}>
              <InputGroup id="account-name" value={form.fullName} intent={field('fullName').intent} onChange={(e) => set('fullName', e.target.value)} />
            </FormGroup>
            <FormGroup label={t('accounts.form.role')} labelFor="account-role">
              <HTMLSelect id="account-role" fill value={form.role} onChange={(e) => set('role', e.target.value as AccountRole)}>
                {ACCOUNT_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`common:role.${role}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label={t('accounts.form.language')} labelFor="account-language" helperText={t('accounts.form.languageHint')}>
              <HTMLSelect id="account-language" fill value={form.language} onChange={(e) => set('language', e.target.value as Language)} data-testid="account-language">
                {LANGUAGES.map((lng) => (
                  <option key={lng} value={lng} lang={lng}>
                    {t(`accounts.form.languages.${lng}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <RadioGroup label={t('accounts.form.access')} selectedValue={form.mode} onChange={(e) => set('mode', e.currentTarget.value as Form['mode'])}>
              <Radio value="invite" label={t('accounts.form.invite')} />
              <Radio value="password" label={t('accounts.form.password')} />
            </RadioGroup>
            {form.mode === 'password' ? (
              <FormGroup label={t('accounts.form.firstPassword')} labelFor="account-password" {...field('password')}>
                <InputGroup id="account-password" type="password" autoComplete="new-password" value={form.password} intent={field('password').intent} onChange={(e) => set('password', e.target.value)} />
              </FormGroup>
            ) : (
              <Callout intent="primary" icon="link" compact>
                {t('accounts.form.inviteHint')}
              </Callout>
            )}
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button variant="outlined" text={t('common:action.cancel')} onClick={onClose} />
                <Button type="submit" intent="primary" loading={loading} text={t('accounts.form.create')} data-testid="account-submit" />
              </>
            }
          />
        </form>
      )}
    </Dialog>
  );
}
