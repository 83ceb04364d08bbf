import { Button, HTMLSelect } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface BulkChoice {
  value: string;
  label: string;
}

interface Props<F extends string> {
  /** The fields the bar sets, in order, with their labels: the first is picked at first. */
  fields: ReadonlyArray<{ field: F; label: string }>;
  /** A field's values: the first is picked with the field. */
  choices: (field: F) => readonly BulkChoice[];
  /** The list's labels of the two selects. */
  fieldLabel: string;
  valueLabel: string;
  loading: boolean;
  onApply: (field: F, value: string) => void;
}

/** A bulk bar's change: what to change, to what, and Apply (every list's bar alike). */
export function BulkFieldEditor<F extends string>({ fields, choices, fieldLabel, valueLabel, loading, onApply }: Props<F>) {
  const { t } = useTranslation('common');
  const [field, setField] = useState<F>(fields[0].field);
  const [value, setValue] = useState(() => choices(fields[0].field)[0]?.value ?? '');
  return (
    <span className="bulk-bar__group">
      <HTMLSelect
        aria-label={fieldLabel}
        value={field}
        onChange={(e) => {
          const next = e.target.value as F;
          setField(next);
          setValue(choices(next)[0]?.value ?? '');
        }}
        data-testid="bulk-field"
      >
        {fields.map((f) => (
          <option key={f.field} value={f.field}>
            {f.label}
          </option>
        ))}
      </HTMLSelect>
      <HTMLSelect aria-label={valueLabel} value={value} onChange={(e) => setValue(e.target.value)} data-testid="bulk-value">
        {choices(field).map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </HTMLSelect>
      <Button intent="primary" text={t('bulk.apply')} loading={loading} onClick={() => onApply(field, value)} data-testid="bulk-apply" />
    </span>
  );
}
