import { Button, Callout, HTMLSelect, Radio, RadioGroup } from '@blueprintjs/core';
import { Tag } from '../../../components/tag';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startImport, type ImportMode, type Mapping, type UploadedFile } from '../api/imports';
import { problemText } from './problem-text';

/** The select's value for "do not import". */
const SKIP = '';

/**
 * Which field each column goes into (the server's suggestions preselected; "do not import" leaves a column out),
 * create or upsert, and the first rows as they would be imported: each cell's error, rows repeating an earlier
 * row's key. Errors are the server's, under its suggested mapping: a column mapped otherwise shows none.
 */
export function MappingStep({ file, onStarted, onBack }: { file: UploadedFile; onStarted: () => void; onBack: () => void }) {
  const { t } = useTranslation('imports');
  const [mapping, setMapping] = useState<Mapping>(file.suggested);
  const [mode, setMode] = useState<ImportMode>('upsert');
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = (field: string) => t(`fields.${file.list}.${field}`);
  const mapped = mapping.flatMap((field, column) => (field === null ? [] : [{ field, column }]));
  const missing = useMemo(
    () => file.fields.filter((field) => (mode === 'create' ? field.required : field.name === file.key) && !mapping.includes(field.name)).map((field) => field.name),
    [file, mapping, mode],
  );

  const choose = (column: number, value: string) =>
    setMapping((current) => current.map((field, i) => (i === column ? value || null : field === value && value !== SKIP ? null : field)));

  const start = async () => {
    setStarting(true);
    setError(null);
    try {
      await startImport(file.id, mapping, mode);
      onStarted();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setStarting(false);
    }
  };

  return (
    <div className="imports-map">
      <p className="imports-hint" data-testid="import-file-summary">
        {t('map.summary', { rows: file.rows, encoding: file.encoding, delimiter: t(`delimiter.${file.delimiter === '\t' ? 'tab' : file.delimiter === ';' ? 'semicolon' : 'comma'}`) })}
      </p>
      <h2 className="imports-title">{t('map.title')}</h2>
      <ul className="imports-columns" data-testid="import-mapping">
        {file.columns.map((column, i) => (
          <li key={i} className="imports-column">
            <label className="imports-column__label" htmlFor={`import-column-${i}`}>
              <span className="imports-column__name">{column || t('map.unnamed', { n: i + 1 })}</span>
              <span className="imports-column__sample">{file.preview[0]?.cells[i] ?? ''}</span>
            </label>
            <HTMLSelect id={`import-column-${i}`} value={mapping[i] ?? SKIP} onChange={(event) => choose(i, event.currentTarget.value)} fill>
              <option value={SKIP}>{t('map.skip')}</option>
              {file.fields.map((field) => (
                <option key={field.name} value={field.name}>
                  {label(field.name)}
                  {field.required ? ' *' : ''}
                </option>
              ))}
            </HTMLSelect>
          </li>
        ))}
      </ul>
      <RadioGroup className="imports-mode" label={t('map.mode')} selectedValue={mode} onChange={(event) => setMode(event.currentTarget.value as ImportMode)} inline>
        <Radio value="upsert" label={t('map.upsert', { key: label(file.key) })} />
        <Radio value="create" label={t('map.create')} />
      </RadioGroup>
      {file.duplicates.count > 0 ? (
        <Callout intent="warning" icon="duplicate" className="imports-callout" data-testid="import-duplicates">
          {t('map.duplicates', { count: file.duplicates.count, key: label(file.key), rows: file.duplicates.rows.slice(0, 5).map((d) => d.row).join(', ') })}
        </Callout>
      ) : null}
      <h2 className="imports-title">{t('preview.title', { count: file.preview.length, rows: file.rows })}</h2>
      <div className="imports-preview" tabIndex={0} role="region" aria-label={t('preview.title', { count: file.preview.length, rows: file.rows })}>
        <table className="bp6-html-table bp6-compact imports-preview__table" data-testid="import-preview">
          <thead>
            <tr>
              <th scope="col">{t('preview.row')}</th>
              {mapped.map(({ field, column }) => (
                <th key={column} scope="col">
                  {label(field)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {file.preview.map((row) => (
              <tr key={row.row} className={row.duplicateOf !== null ? 'imports-preview__duplicate' : undefined}>
                <th scope="row">
                  {row.row}
                  {row.duplicateOf !== null ? (
                    <Tag minimal intent="warning" className="imports-preview__tag">
                      {t('preview.duplicateOf', { row: row.duplicateOf })}
                    </Tag>
                  ) : null}
                </th>
                {mapped.map(({ field, column }) => {
                  const problem = file.suggested[column] === field ? row.errors[field] : undefined;
                  return (
                    <td key={column} className={problem ? 'imports-preview__error' : undefined}>
                      {row.cells[column] ?? ''}
                      {problem ? <span className="imports-preview__problem">{problemText(t, problem)}</span> : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {missing.length > 0 ? (
        <Callout intent="primary" icon="info-sign" className="imports-callout">
          {t('map.missing', { fields: missing.map(label).join(', ') })}
        </Callout>
      ) : null}
      {error ? (
        <Callout intent="danger" icon="error" className="imports-callout" role="alert">
          {error}
        </Callout>
      ) : null}
      <div className="imports-actions">
        <Button text={t('map.back')} icon="arrow-left" onClick={onBack} />
        <Button intent="primary" icon="import" text={t('map.start', { rows: file.rows })} disabled={missing.length > 0} loading={starting} onClick={() => void start()} data-testid="import-start" />
      </div>
    </div>
  );
}
