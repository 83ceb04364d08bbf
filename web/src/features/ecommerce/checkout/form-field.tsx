import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A labelled text input with its validation message wired to aria-invalid / aria-describedby. */
export function FormField(props: {
  id: string;
  label: string;
  value: string;
  error?: string;
  placeholder?: string;
  optional?: boolean;
  inputMode?: 'text' | 'tel' | 'numeric';
  autoComplete?: string;
  maxLength?: number;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('ecommerce');
  const errorId = `${props.id}-error`;
  return (
    <FormGroup
      label={props.label}
      labelFor={props.id}
      labelInfo={props.optional ? t('checkout.optional') : undefined}
      intent={props.error ? 'danger' : 'none'}
      helperText={props.error ? <span id={errorId}>{t(`checkout.errors.${props.error}`)}</span> : undefined}
    >
      <InputGroup
        id={props.id}
        value={props.value}
        placeholder={props.placeholder}
        intent={props.error ? 'danger' : 'none'}
        inputMode={props.inputMode}
        autoComplete={props.autoComplete}
        maxLength={props.maxLength ?? 120}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </FormGroup>
  );
}
