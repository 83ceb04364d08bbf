import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { isOneOf } from '../lib/one-of';

interface Props<T extends string> {
  id: string;
  label: string;
  /** The closed set offered, in order. */
  values: readonly T[];
  value: T | null;
  /** The translated label of a value. */
  labelOf: (value: T) => string;
  onChange: (value: T | null) => void;
  /** The label of an empty first choice (a filter's "all"), which answers null; without it a value is required. */
  emptyLabel?: string;
}

/** A labelled select of a closed set of values (an enum of the schema). */
export function ChoiceSelect<T extends string>({ id, label, values, value, labelOf, onChange, emptyLabel }: Props<T>) {
  return (
    <FormGroup label={label} labelFor={id}>
      <HTMLSelect id={id} fill value={value ?? ''} onChange={(e) => onChange(isOneOf(values, e.target.value) ? e.target.value : null)}>
        {emptyLabel === undefined ? null : <option value="">{emptyLabel}</option>}
        {values.map((v) => (
          <option key={v} value={v}>
            {labelOf(v)}
          </option>
        ))}
      </HTMLSelect>
    </FormGroup>
  );
}
