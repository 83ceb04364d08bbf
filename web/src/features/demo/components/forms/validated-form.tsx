import { Button, Callout, Checkbox, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toaster';

interface Values {
  fullName: string;
  email: string;
  password: string;
  confirm: string;
  role: string;
  terms: boolean;
}
type Field = keyof Values;

const EMPTY: Values = { fullName: '', email: '', password: '', confirm: '', role: '', terms: false };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Error keys per field (`forms.validation.errors.<key>`); an empty object means the form is valid. */
export function validate(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.fullName.trim().length < 2) errors.fullName = 'fullName';
  if (!EMAIL.test(values.email.trim())) errors.email = values.email.trim() ? 'email' : 'emailRequired';
  if (values.password.length < 8) errors.password = 'password';
  else if (!/\d/.test(values.password) || !/[A-Za-zА-Яа-яЁё]/.test(values.password)) errors.password = 'passwordMix';
  if (values.confirm !== values.password || values.confirm === '') errors.confirm = 'confirm';
  if (!values.role) errors.role = 'role';
  if (!values.terms) errors.terms = 'terms';
  return errors;
}

/** A sign-up style form: errors appear after a field is left or on submit, and focus goes to the first one. */
export function ValidatedForm() {
  const { t } = useTranslation('demo');
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState<string | null>(null);
  const errors = validate(values);
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);
  const set = <K extends Field>(field: K, value: Values[K]) => setValues((v) => ({ ...v, [field]: value }));
  const blur = (field: Field) => () => setTouched((tt) => ({ ...tt, [field]: true }));

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched({ fullName: true, email: true, password: true, confirm: true, role: true, terms: true });
    const first = (Object.keys(errors) as Field[])[0];
    if (first) {
      document.getElementById(`demo-v-${first}`)?.focus();
      return;
    }
    setSubmitted(values.fullName.trim());
    toast.success(t('forms.validation.success', { name: values.fullName.trim() }));
    setValues(EMPTY);
    setTouched({});
  }

  const group = (field: Exclude<Field, 'terms'>, label: string, control: React.ReactNode) => (
    <FormGroup label={label} labelFor={`demo-v-${field}`} intent={shown(field) ? 'danger' : 'none'} helperText={shown(field) ? <span id={`demo-v-${field}-error`}>{t(`forms.validation.errors.${shown(field)}`)}</span> : undefined}>
      {control}
    </FormGroup>
  );
  const inputProps = (field: Exclude<Field, 'terms' | 'role'>) => ({
    id: `demo-v-${field}`,
    value: values[field],
    onValueChange: (v: string) => set(field, v),
    onBlur: blur(field),
    intent: shown(field) ? ('danger' as const) : ('none' as const),
    'aria-invalid': Boolean(shown(field)),
    'aria-describedby': shown(field) ? `demo-v-${field}-error` : undefined,
  });

  return (
    <form className="demo-validated" noValidate onSubmit={submit} data-testid="demo-validated-form">
      {submitted ? (
        <Callout intent="success" icon="tick-circle" className="demo-span-2">
          {t('forms.validation.success', { name: submitted })}
        </Callout>
      ) : null}
      <div className="demo-form-grid">
        {group('fullName', t('forms.validation.fullName'), <InputGroup {...inputProps('fullName')} placeholder={t('forms.validation.fullNamePlaceholder')} />)}
        {group('email', t('forms.validation.email'), <InputGroup {...inputProps('email')} type="email" placeholder="name@example.ru" />)}
        {group('password', t('forms.validation.password'), <InputGroup {...inputProps('password')} type="password" />)}
        {group('confirm', t('forms.validation.confirm'), <InputGroup {...inputProps('confirm')} type="password" />)}
        {group(
          'role',
          t('forms.validation.role'),
          <HTMLSelect
            id="demo-v-role"
            fill
            value={values.role}
            onChange={(e) => set('role', e.currentTarget.value)}
            onBlur={blur('role')}
            options={[{ value: '', label: t('forms.validation.rolePlaceholder') }, ...(['admin', 'editor', 'subscriber'] as const).map((r) => ({ value: r, label: t(`forms.validation.roles.${r}`) }))]}
          />,
        )}
        <FormGroup intent={shown('terms') ? 'danger' : 'none'} helperText={shown('terms') ? t(`forms.validation.errors.${shown('terms')}`) : undefined} className="demo-validated__terms">
          <Checkbox id="demo-v-terms" checked={values.terms} onChange={() => set('terms', !values.terms)} onBlur={blur('terms')} label={t('forms.validation.terms')} />
        </FormGroup>
      </div>
      <div className="demo-validated__actions">
        <Button type="submit" intent="primary" text={t('forms.validation.submit')} data-testid="demo-validated-submit" />
        <Button
          variant="outlined"
          text={t('forms.validation.reset')}
          onClick={() => {
            setValues(EMPTY);
            setTouched({});
            setSubmitted(null);
          }}
        />
      </div>
    </form>
  );
}
