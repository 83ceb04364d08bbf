import { Button, Callout } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_PROBLEM_KEYS, passwordErrorOf, passwordProblem, retryAfterOf } from '../../../lib/auth/password-rule';
import { useAuth } from '../../../lib/auth/use-auth';
import { toast } from '../../../lib/toaster';
import { ChangePasswordMutation } from './account-documents';
import { Field } from './field';
import { removeSessions } from './sessions-cache';
import { errorMessage, type Errors } from './validation';

type Key = 'current' | 'next' | 'confirm';
const EMPTY = { current: '', next: '', confirm: '' };
/** The server's field names, as the form calls them. */
const FIELD_KEYS: Record<string, Key> = { currentPassword: 'current', newPassword: 'next' };

/**
 * Changes the password: the current one, then the new one twice (the server's password rule, different from
 * the current one). Every other session of the account ends, and leaves the cached session list.
 */
export function PasswordTab() {
  const { t } = useTranslation('pages');
  const { userData } = useAuth();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors<Key>>({});
  const [shown, setShown] = useState(false);
  const [change, { loading }] = useMutation(ChangePasswordMutation);
  const set = (key: Key) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const limits = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const e: Errors<Key> = {};
    if (!form.current) e.current = t('account.errors.required');
    const problem = passwordProblem(form.next, { email: userData?.email ?? '', username: userData?.username ?? '' });
    if (problem) e.next = t(PASSWORD_PROBLEM_KEYS[problem], limits);
    else if (form.next === form.current) e.next = t(PASSWORD_PROBLEM_KEYS.same_as_current);
    if (form.confirm !== form.next) e.confirm = t('account.errors.passwordMatch');
    setErrors(e);
    if (Object.keys(e).length) return;
    try {
      const { data } = await change({
        variables: { currentPassword: form.current, newPassword: form.next },
        update: (cache, { data: changed }) => changed && removeSessions(cache, changed.changePassword.endedSessionIds),
      });
      setForm(EMPTY);
      const ended = data?.changePassword.endedSessionIds.length ?? 0;
      toast.success(ended > 0 ? t('account.passwordChangedEnded', { count: ended }) : t('account.passwordChanged'));
    } catch (error) {
      const named = passwordErrorOf(error);
      const wait = retryAfterOf(error);
      if (named && FIELD_KEYS[named.field]) setErrors({ [FIELD_KEYS[named.field]]: t(PASSWORD_PROBLEM_KEYS[named.problem], limits) });
      else if (wait !== null) setErrors({ current: t('common:password.throttled', { minutes: Math.ceil(wait / 60) }) });
      else setErrors({ current: errorMessage(error, t('account.saveFailed')) });
    }
  }

  const toggle = <Button variant="minimal" icon={shown ? 'eye-off' : 'eye-open'} aria-label={t(shown ? 'account.hidePassword' : 'account.showPassword')} onClick={() => setShown((v) => !v)} />;
  const type = shown ? 'text' : 'password';
  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="account-password">
      <div className="form-grid">
        <Field id="acc-pass-current" label={t('account.currentPassword')} type={type} value={form.current} onValueChange={set('current')} error={errors.current} rightElement={toggle} autoComplete="current-password" />
        <span />
        <Field id="acc-pass-new" label={t('account.newPassword')} type={type} value={form.next} onValueChange={set('next')} error={errors.next} autoComplete="new-password" />
        <Field id="acc-pass-confirm" label={t('account.confirmPassword')} type={type} value={form.confirm} onValueChange={set('confirm')} error={errors.confirm} autoComplete="new-password" />
      </div>
      <Callout intent="primary" icon="info-sign" className="form-callout">
        {t('account.passwordRules', limits)}
      </Callout>
      <div className="form-actions">
        <Button type="submit" intent="primary" loading={loading} text={t('account.changePassword')} />
        <Button variant="outlined" text={t('account.reset')} onClick={() => { setForm(EMPTY); setErrors({}); }} />
      </div>
    </form>
  );
}
