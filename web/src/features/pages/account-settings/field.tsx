import { FormGroup, InputGroup, type InputGroupProps } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** A labelled text input with its validation message (aria-invalid and a danger intent when wrong). */
export function Field({ id, label, error, helper, ...input }: { id: string; label: string; error?: string; helper?: ReactNode } & Omit<InputGroupProps, 'id'>) {
  return (
    <FormGroup label={label} labelFor={id} helperText={error ?? helper} intent={error ? 'danger' : 'none'} className="form-field">
      <InputGroup id={id} intent={error ? 'danger' : 'none'} aria-invalid={error ? true : undefined} {...input} />
    </FormGroup>
  );
}
