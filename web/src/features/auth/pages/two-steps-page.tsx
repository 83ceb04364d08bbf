import { Button, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { isTwoStepChallenge } from '../../../lib/auth/two-step';
import { FormError } from '../components/auth-form-parts';
import { AuthFrame, type AuthVariant } from '../components/auth-frame';
import { CompleteSignInMutation } from '../documents';
import { refusalOf, sharedRefusal, useFinishSignIn } from '../session';

const LENGTH = 6;
const EMPTY = Array.from({ length: LENGTH }, () => '');

type Mode = 'app' | 'recovery';

/**
 * The second step of signing in with two-step sign-in: the authenticator app's 6-digit code (six boxes: typing
 * moves forward, Backspace back, a pasted code fills them all) or a recovery code. The sign-in page hands over the
 * server's challenge in the history state; without one, or once it lapsed (5 minutes, single use), the page says so
 * and leads back to sign in.
 */
export default function TwoStepsPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const finish = useFinishSignIn();
  const location = useLocation();
  const handed = isTwoStepChallenge(location.state) ? location.state : null;
  const [expired, setExpired] = useState(() => handed === null || handed.expiresAt <= Date.now());
  const [mode, setMode] = useState<Mode>('app');
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [recovery, setRecovery] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const [complete, { loading }] = useMutation(CompleteSignInMutation);

  // The server refuses the challenge once it lapsed: the page says so then, not only at the next try.
  useEffect(() => {
    if (!handed || expired) return;
    const timer = window.setTimeout(() => setExpired(true), Math.max(0, handed.expiresAt - Date.now()));
    return () => window.clearTimeout(timer);
  }, [handed, expired]);

  const set = (index: number, value: string) => {
    const typed = value.replace(/\D/g, '');
    // Several digits at once (an autofilled code) fill the boxes from this one on.
    if (typed.length > 1) return fill(typed, index);
    setDigits((current) => current.map((d, i) => (i === index ? typed : d)));
    if (typed && index < LENGTH - 1) inputs.current[index + 1]?.focus();
  };

  const fill = (code: string, from = 0) => {
    const next = [...digits];
    for (let i = 0; i < code.length && from + i < LENGTH; i++) next[from + i] = code[i];
    setDigits(next);
    inputs.current[Math.min(from + code.length, LENGTH - 1)]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) inputs.current[index - 1]?.focus();
  };

  const onPaste = (event: ClipboardEvent) => {
    const code = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, LENGTH);
    if (!code) return;
    event.preventDefault();
    fill(code);
  };

  const switchMode = () => {
    setMode(mode === 'app' ? 'recovery' : 'app');
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!handed) return;
    const code = mode === 'app' ? digits.join('') : recovery.trim();
    if (mode === 'app' && code.length < LENGTH) return setError(t('twoSteps.incomplete', { count: LENGTH }));
    if (mode === 'recovery' && code === '') return setError(t('twoSteps.recoveryMissing'));
    setError(null);
    try {
      const { data } = await complete({ variables: { challenge: handed.challenge, code } });
      if (data) finish(data.completeSignIn);
    } catch (e) {
      const refusal = refusalOf(e);
      const { field, problem } = refusal.extensions;
      if (refusal.code === 'BAD_USER_INPUT' && field === 'challenge') return setExpired(true);
      const named = refusal.code === 'BAD_USER_INPUT' ? t(problem === 'malformed' ? 'twoSteps.malformed' : 'twoSteps.incorrect') : null;
      setError(sharedRefusal(refusal, t) ?? named ?? t('login.failed'));
      if (mode === 'app') {
        setDigits(EMPTY);
        inputs.current[0]?.focus();
      }
    }
  };

  if (expired) {
    return (
      <AuthFrame variant={variant} illustration="twoSteps" title={t('twoSteps.title')} subtitle={t('twoSteps.restartSubtitle')}>
        <Callout intent="warning" icon="time" className="auth__error" role="alert" data-testid="two-step-expired">
          {t(handed ? 'twoSteps.expired' : 'twoSteps.noChallenge')}
        </Callout>
        <LinkButton intent="primary" size="large" fill icon="log-in" to={`/login${location.search}`} text={t(handed ? 'twoSteps.signInAgain' : 'twoSteps.toSignIn')} data-testid="two-step-restart" />
      </AuthFrame>
    );
  }

  return (
    <AuthFrame variant={variant} illustration="twoSteps" title={t('twoSteps.title')} subtitle={t(mode === 'app' ? 'twoSteps.subtitle' : 'twoSteps.recoverySubtitle')}>
      <form onSubmit={submit} noValidate className="auth__form" data-testid="two-step-form">
        {mode === 'app' ? (
          <fieldset className="otp-group">
            <legend className="auth__otp-label">{t('twoSteps.codeLabel')}</legend>
            <div className="otp" onPaste={onPaste}>
              {digits.map((digit, index) => (
                <input
                  key={index}
                  ref={(el) => {
                    inputs.current[index] = el;
                  }}
                  className="otp__cell bp6-input"
                  inputMode="numeric"
                  autoComplete={index === 0 ? 'one-time-code' : 'off'}
                  maxLength={index === 0 ? LENGTH : 1}
                  value={digit}
                  aria-label={t('twoSteps.digit', { n: index + 1 })}
                  aria-invalid={error ? true : undefined}
                  autoFocus={index === 0}
                  onChange={(e) => set(index, e.target.value)}
                  onKeyDown={(e) => onKeyDown(index, e)}
                  data-testid={`otp-${index}`}
                />
              ))}
            </div>
          </fieldset>
        ) : (
          <FormGroup label={t('twoSteps.recoveryLabel')} labelFor="two-step-recovery" helperText={t('twoSteps.recoveryHint')}>
            <InputGroup
              id="two-step-recovery"
              value={recovery}
              onChange={(e) => setRecovery(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              placeholder="xxxxx-xxxxx"
              intent={error ? 'danger' : 'none'}
              autoFocus
              large
              data-testid="two-step-recovery"
            />
          </FormGroup>
        )}
        <FormError error={error} />
        <Button type="submit" intent="primary" size="large" fill loading={loading} text={t('twoSteps.submit')} data-testid="two-step-submit" />
      </form>
      <p className="auth__switch">
        <button type="button" className="link-button" onClick={switchMode} data-testid="two-step-mode">
          {t(mode === 'app' ? 'twoSteps.useRecovery' : 'twoSteps.useApp')}
        </button>
      </p>
      <p className="auth__switch auth__switch--tight">
        <Link to={`/login${location.search}`}>← {t('common.backToLogin')}</Link>
      </p>
    </AuthFrame>
  );
}
