import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkSelection } from './use-bulk-selection';
import './bulk-bar.css';

interface Props {
  selection: BulkSelection;
  /** How many rows the list's filters match. */
  total: number;
  /** The rows of the page shown: once all are picked, "pick all N matching" is offered. */
  pageIds: readonly string[];
  /** The region's name, e.g. "Bulk change of the picked tasks". */
  label: string;
  /** How many are picked, in the list's words ("3 tasks picked"). */
  selected: (count: number) => string;
  testId: string;
  /** The list's actions (each behind its ability). */
  children: ReactNode;
}

/** A list's bulk bar: how many rows are picked, "pick all N matching", clear, and the list's actions; hidden when none is picked. */
export function BulkBar({ selection, total, pageIds, label, selected, testId, children }: Props) {
  const { t } = useTranslation();
  const count = selection.count(total);
  if (count === 0) return null;
  const pageAllPicked = pageIds.length > 0 && pageIds.every((id) => selection.isPicked(id));
  return (
    <div className="bulk-bar" role="region" aria-label={label} data-testid={testId}>
      <span className="bulk-bar__count" data-testid="bulk-selected">
        {selected(count)}
      </span>
      {selection.picked.kind === 'ids' && pageAllPicked && total > pageIds.length ? (
        <Button variant="minimal" intent="primary" text={t('bulk.selectAll', { count: total })} onClick={selection.all} data-testid="bulk-select-all" />
      ) : null}
      <Button variant="minimal" text={t('bulk.clear')} onClick={selection.clear} />
      {children}
    </div>
  );
}
