import { Button, Callout } from '@blueprintjs/core';
import { useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toaster';
import { AuthFrame, type AuthVariant } from '../components/auth-frame';

const LENGTH = 6;

/** Six one-digit boxes: typing moves forward, Backspace back, a pasted code fills them all. */
export default function TwoStepsPage({ variant = 'cover' }: { variant?: AuthVariant }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [digits, setDigits] = useState<string[]>(Array.from({ length: LENGTH }, () => ''));
  const [error, setError] = useState<string | null>(null);
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const set = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    setDigits((current) => current.map((d, i) => (i === index ? digit : d)));
    if (digit && index < LENGTH - 1) inputs.current[index + 1]?.focus();
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) inputs.current[index - 1]?.focus();
  };

  const onPaste = (event: ClipboardEvent) => {
    const code = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, LENGTH);
    if (!code) return;
    event.preventDefault();
    setDigits(Array.from({ length: LENGTH }, (_, i) => code[i] ?? ''));
    inputs.current[Math.min(code.length, LENGTH - 1)]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (digits.some((d) => d === '')) return setError(t('twoSteps.incomplete', { count: LENGTH }));
    setError(null);
    toast.success(t('twoSteps.accepted'));
    navigate('/');
  };

  return (
    <AuthFrame variant={variant} illustration="twoSteps" title={t('twoSteps.title')} subtitle={t('twoSteps.subtitle')}>
      <p className="auth__phone">+7 ••• ••• 12 34</p>
      <form onSubmit={submit} className="auth__form">
        <label className="auth__otp-label">{t('twoSteps.codeLabel')}</label>
        <div className="otp" onPaste={onPaste}>
          {digits.map((digit, index) => (
            <input
              key={index}
              ref={(el) => {
                inputs.current[index] = el;
              }}
              className="otp__cell bp6-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={1}
              value={digit}
              aria-label={t('twoSteps.digit', { n: index + 1 })}
              onChange={(e) => set(index, e.target.value)}
              onKeyDown={(e) => onKeyDown(index, e)}
            />
          ))}
        </div>
        {error ? <Callout intent="danger" compact>{error}</Callout> : null}
        <Button type="submit" intent="primary" size="large" fill text={t('twoSteps.submit')} />
      </form>
      <p className="auth__switch">
        {t('twoSteps.noCode')} <button type="button" className="link-button" onClick={() => toast.info(t('twoSteps.resent'))}>{t('twoSteps.resend')}</button>
      </p>
    </AuthFrame>
  );
}
