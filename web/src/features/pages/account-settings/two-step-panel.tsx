import { Button, Callout, Icon } from '@blueprintjs/core';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeginTwoStepEnrollmentMutation } from '../../../__generated__/graphql';
import { ErrorState, LoadingState } from '../../../components/states';
import { Tag } from '../../../components/tag';
import { sessionStore } from '../../../lib/auth/session-store';
import { toUserData } from '../../../lib/auth/session-user';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toaster';
import { Field } from './field';
import { BeginTwoStepEnrollmentMutation as Begin, ConfirmTwoStepEnrollmentMutation, DisableTwoStepMutation, TwoStepPanelQuery } from './two-step-documents';

type Enrollment = BeginTwoStepEnrollmentMutation['beginTwoStepEnrollment'];

/** What the panel shows besides the status: a set-up under way, the recovery codes (once), or the form turning it off. */
type Step = { kind: 'status' } | { kind: 'enrolling'; enrollment: Enrollment } | { kind: 'codes'; codes: string[] } | { kind: 'disabling' };

/** The server's refusal of a field, as `{ field, problem }` (schema/two-step.graphql), or null. */
function refusalOf(error: unknown): { field: string; problem: string | null; code: string } | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors[0]?.extensions ?? {};
  return {
    field: typeof extensions.field === 'string' ? extensions.field : '',
    problem: typeof extensions.problem === 'string' ? extensions.problem : null,
    code: typeof extensions.code === 'string' ? extensions.code : '',
  };
}

async function copy(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
}

/**
 * Two-step sign-in (Account settings → Security): its state, setting it up (a QR code for the authenticator app,
 * the key to type in instead, then the app's first code), the ten recovery codes shown once (copy, download), and
 * turning it off with the password and a code. After a change the session's `userData` follows the server's (an
 * account that had to enrol may do everything its role allows from then on).
 */
export function TwoStepPanel() {
  const { t } = useTranslation('pages');
  const { data, error, refetch } = useQuery(TwoStepPanelQuery);
  const [step, setStep] = useState<Step>({ kind: 'status' });
  const [begin, { loading: beginning }] = useMutation(Begin);

  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState />;
  const status = data.twoStepStatus;

  /** The status and the session as the server now has them. */
  const settle = async () => {
    const { data: fresh } = await refetch();
    if (fresh?.me) sessionStore.updateUserData(toUserData(fresh.me));
  };

  const start = async () => {
    try {
      const { data: begun } = await begin();
      if (begun) setStep({ kind: 'enrolling', enrollment: begun.beginTwoStepEnrollment });
    } catch {
      toast.error(t('account.twoStep.beginFailed'));
    }
  };

  return (
    <section className="two-step" aria-labelledby="two-step-title" data-testid="two-step-panel" data-enabled={status.enabled || undefined}>
      <div className="two-step__head">
        <span className="two-step__icon" aria-hidden="true">
          <Icon icon="shield" size={20} />
        </span>
        <div className="two-step__heading">
          <h3 id="two-step-title" className="sessions__title">
            {t('account.twoStep.title')}{' '}
            <Tag intent={status.enabled ? 'success' : 'none'} minimal round data-testid="two-step-state">
              {t(status.enabled ? 'account.twoStep.on' : 'account.twoStep.off')}
            </Tag>
          </h3>
          <p className="sessions__hint">{t('account.twoStep.hint')}</p>
        </div>
      </div>

      {status.required && !status.enabled ? (
        <Callout intent="warning" icon="warning-sign" className="two-step__notice" data-testid="two-step-required">
          {t('account.twoStep.requiredNotice')}
        </Callout>
      ) : null}

      {step.kind === 'enrolling' ? (
        <EnrollForm enrollment={step.enrollment} onCancel={() => setStep({ kind: 'status' })} onDone={(codes) => void settle().then(() => setStep({ kind: 'codes', codes }))} />
      ) : step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'status' })} />
      ) : step.kind === 'disabling' ? (
        <DisableForm onCancel={() => setStep({ kind: 'status' })} onDone={() => void settle().then(() => setStep({ kind: 'status' }))} />
      ) : status.enabled ? (
        <div className="two-step__status">
          <p className="two-step__line" data-testid="two-step-summary">
            {t('account.twoStep.since', { date: status.enabledAt ? new Date(status.enabledAt).toLocaleDateString() : '—' })}{' '}
            {t('account.twoStep.codesLeft', { count: status.recoveryCodesLeft })}
          </p>
          {status.required ? (
            <p className="two-step__line text-muted">{t('account.twoStep.requiredOn')}</p>
          ) : (
            <Button icon="disable" intent="danger" variant="outlined" text={t('account.twoStep.turnOff')} onClick={() => setStep({ kind: 'disabling' })} data-testid="two-step-turn-off" />
          )}
        </div>
      ) : (
        <Button icon="shield" intent="primary" loading={beginning} text={t('account.twoStep.setUp')} onClick={() => void start()} data-testid="two-step-set-up" />
      )}
    </section>
  );
}

/** Step 1, the QR code (or the key typed in); step 2, the app's first code turns it on. */
function EnrollForm({ enrollment, onCancel, onDone }: { enrollment: Enrollment; onCancel: () => void; onDone: (codes: string[]) => void }) {
  const { t } = useTranslation('pages');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [confirm, { loading }] = useMutation(ConfirmTwoStepEnrollmentMutation);
  // The key in groups of four, as authenticator apps print it: easier to type without a slip.
  const grouped = enrollment.secret.replace(/(.{4})(?=.)/g, '$1 ');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) return setProblem(t('account.twoStep.codeShape'));
    setProblem(undefined);
    try {
      const { data } = await confirm({ variables: { code: code.replace(/\s/g, '') } });
      if (data) onDone(data.confirmTwoStepEnrollment);
      toast.success(t('account.twoStep.enabled'));
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.code === 'CONFLICT') {
        toast.error(t('account.twoStep.restart'));
        onCancel();
      } else setProblem(t(refusal?.field === 'code' && refusal.problem === 'malformed' ? 'account.twoStep.codeShape' : 'account.twoStep.codeWrong'));
    }
  };

  return (
    <form className="two-step__enrol" onSubmit={submit} noValidate data-testid="two-step-enrol">
      <ol className="two-step__steps">
        <li>
          <p className="two-step__line">{t('account.twoStep.scan')}</p>
          <div className="two-step__qr-row">
            <img className="two-step__qr" src={enrollment.qrCode} width={176} height={176} alt={t('account.twoStep.qrAlt')} data-testid="two-step-qr" />
            <div className="two-step__key">
              <span className="two-step__key-label">{t('account.twoStep.keyLabel')}</span>
              <code className="two-step__secret" data-testid="two-step-secret" data-secret={enrollment.secret}>
                {grouped}
              </code>
              <Button
                icon="duplicate"
                variant="outlined"
                size="small"
                text={t('account.twoStep.copyKey')}
                onClick={() => void copy(enrollment.secret, t('account.twoStep.copied'), t('account.twoStep.copyFailed'))}
              />
            </div>
          </div>
        </li>
        <li>
          <Field
            id="two-step-code"
            label={t('account.twoStep.codeLabel')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            error={problem}
            helper={t('account.twoStep.codeHelper')}
            data-testid="two-step-code"
          />
        </li>
      </ol>
      <div className="two-step__actions">
        <Button type="submit" intent="primary" icon="tick" loading={loading} text={t('account.twoStep.turnOn')} data-testid="two-step-confirm" />
        <Button variant="minimal" text={t('account.twoStep.cancel')} onClick={onCancel} />
      </div>
    </form>
  );
}

/** The ten recovery codes, this once: copied or downloaded, then gone from the screen. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('pages');
  const text = `${t('account.twoStep.fileTitle')}\n\n${codes.join('\n')}\n`;
  return (
    <div className="two-step__codes" data-testid="two-step-codes">
      <Callout intent="warning" icon="key" className="two-step__notice">
        {t('account.twoStep.codesOnce')}
      </Callout>
      <ul className="two-step__code-list" aria-label={t('account.twoStep.codesTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className="two-step__actions">
        <Button icon="duplicate" variant="outlined" text={t('account.twoStep.copyCodes')} onClick={() => void copy(codes.join('\n'), t('account.twoStep.copied'), t('account.twoStep.copyFailed'))} data-testid="two-step-copy-codes" />
        <Button icon="download" variant="outlined" text={t('account.twoStep.downloadCodes')} onClick={() => saveFile('aurora-crm-recovery-codes.txt', text, 'text/plain;charset=utf-8')} data-testid="two-step-download-codes" />
        <Button intent="primary" text={t('account.twoStep.saved')} onClick={onDone} data-testid="two-step-codes-done" />
      </div>
    </div>
  );
}

/** Off, with the current password and a code of the app (or a recovery code). */
function DisableForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation('pages');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const [disable, { loading }] = useMutation(DisableTwoStepMutation);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = { ...(password ? {} : { password: t('account.errors.required') }), ...(code.trim() ? {} : { code: t('account.errors.required') }) };
    setErrors(missing);
    if (Object.keys(missing).length) return;
    try {
      await disable({ variables: { password, code: code.trim() } });
      toast.success(t('account.twoStep.disabled'));
      onDone();
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal?.code === 'TOO_MANY_REQUESTS') setErrors({ password: t('account.twoStep.throttled') });
      else if (refusal?.field === 'password') setErrors({ password: t('account.twoStep.passwordWrong') });
      else if (refusal?.field === 'code') setErrors({ code: t(refusal.problem === 'malformed' ? 'account.twoStep.anyCodeShape' : 'account.twoStep.codeWrong') });
      else toast.error(t('account.twoStep.disableFailed'));
    }
  };

  return (
    <form className="two-step__enrol" onSubmit={submit} noValidate data-testid="two-step-disable">
      <p className="two-step__line">{t('account.twoStep.disableHint')}</p>
      <Field id="two-step-password" label={t('account.currentPassword')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
      <Field id="two-step-disable-code" label={t('account.twoStep.anyCodeLabel')} autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} />
      <div className="two-step__actions">
        <Button type="submit" intent="danger" icon="disable" loading={loading} text={t('account.twoStep.turnOff')} data-testid="two-step-disable-confirm" />
        <Button variant="minimal" text={t('account.twoStep.cancel')} onClick={onCancel} />
      </div>
    </form>
  );
}
