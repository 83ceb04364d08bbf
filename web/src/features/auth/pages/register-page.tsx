import { Button, Callout, Checkbox, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ability, homePath } from '../../../lib/ability';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_PROBLEM_KEYS, passwordErrorOf, passwordProblem } from '../../../lib/auth/password-rule';
import { useAuth } from '../../../lib/auth/use-auth';
import { toast } from '../../../lib/toaster';
import { AuthFrame, type AuthVariant } from '../components/auth-frame';
import { PasswordInput } from '../components/password-input';
import { RegisterMutation } from '../documents';
import { toSession } from '../session';

/** The server's English messages of spec section 5, mapped to translated ones. */
const SERVER_MESSAGES: Partial<Record<string, 'register.emailTaken' | 'register.usernameTaken'>> = {
  'This email is already in use.': 'register.emailTaken',
  'This username is already in use.': 'register.usernameTaken',
};

const PASSWORD_LIMITS = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };

interface Errors {
  username?: string;
  email?: string;
  password?: string;
  terms?: string;
  form?: string;
}

export default function RegisterPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [register, { loading }] = useMutation(RegisterMutation);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!username.trim()) found.username = t('validation.required');
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) found.email = t('validation.email');
    const problem = passwordProblem(password, { email: email.trim(), username: username.trim() });
    if (problem) found.password = t(PASSWORD_PROBLEM_KEYS[problem], PASSWORD_LIMITS);
    if (!terms) found.terms = t('validation.terms');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const { data } = await register({ variables: { input: { username: username.trim(), email: email.trim(), password } } });
      const result = data?.register;
      if (result?.__typename === 'RegistrationError') {
        setErrors({
          email: result.email ? t(SERVER_MESSAGES[result.email] ?? 'register.failed') : undefined,
          username: result.username ? t(SERVER_MESSAGES[result.username] ?? 'register.failed') : undefined,
        });
        return;
      }
      if (result?.__typename === 'AuthPayload') {
        signIn(toSession(result));
        toast.success(t('register.welcome'));
        navigate(homePath(ability), { replace: true });
      }
    } catch (error) {
      const named = passwordErrorOf(error);
      setErrors(named?.field === 'password' ? { password: t(PASSWORD_PROBLEM_KEYS[named.problem], PASSWORD_LIMITS) } : { form: t('register.failed') });
    }
  };

  return (
    <AuthFrame variant={variant} illustration="register" title={t('register.title')} subtitle={t('register.subtitle')}>
      <form onSubmit={submit} noValidate className="auth__form" data-testid="register-form">
        <FormGroup label={t('field.username')} labelFor="register-username" helperText={errors.username} intent={errors.username ? 'danger' : 'none'}>
          <InputGroup id="register-username" large autoComplete="username" placeholder="ivan.petrov" value={username} onChange={(e) => setUsername(e.target.value)} intent={errors.username ? 'danger' : 'none'} autoFocus />
        </FormGroup>
        <FormGroup label={t('field.email')} labelFor="register-email" helperText={errors.email} intent={errors.email ? 'danger' : 'none'}>
          <InputGroup id="register-email" large type="email" autoComplete="email" placeholder="ivan@example.com" value={email} onChange={(e) => setEmail(e.target.value)} intent={errors.email ? 'danger' : 'none'} />
        </FormGroup>
        <FormGroup label={t('field.password')} labelFor="register-password" helperText={errors.password} intent={errors.password ? 'danger' : 'none'}>
          <PasswordInput id="register-password" name="password" autoComplete="new-password" value={password} onChange={setPassword} intent={errors.password ? 'danger' : 'none'} />
        </FormGroup>
        <Checkbox checked={terms} onChange={() => setTerms(!terms)} labelElement={<span>{t('register.agree')} <Link to="/pages/license">{t('register.terms')}</Link></span>} />
        {errors.terms ? <div className="auth__field-error">{errors.terms}</div> : null}
        {errors.form ? <Callout intent="danger" compact>{errors.form}</Callout> : null}
        <Button type="submit" intent="primary" size="large" fill loading={loading} text={t('register.submit')} />
      </form>
      <p className="auth__switch">
        {t('register.haveAccount')} <Link to="/login">{t('register.signIn')}</Link>
      </p>
    </AuthFrame>
  );
}
