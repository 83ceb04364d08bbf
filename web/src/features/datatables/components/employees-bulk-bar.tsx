import { Button, HTMLSelect } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkJobFieldsFragment, EmployeeMatching } from '../../../__generated__/graphql';
import { BulkBar } from '../../../components/bulk/bulk-bar';
import type { BulkSelection } from '../../../components/bulk/use-bulk-selection';
import { useStartBulk } from '../../../components/bulk/use-start-bulk';
import { BulkUpdateEmployeesMutation } from '../api/bulk-employees-mutation';
import { STATUS_CODES } from '../employee-meta';

interface Props {
  selection: BulkSelection;
  /** The list's search: what "all matching" means to the server. */
  matching: EmployeeMatching;
  total: number;
  pageIds: readonly string[];
  onStarted: (job: BulkJobFieldsFragment) => void;
}

/** What to do with the picked employees: set their status. */
export function EmployeesBulkBar({ selection, matching, total, pageIds, onStarted }: Props) {
  const { t } = useTranslation('datatables');
  const [status, setStatus] = useState<number>(STATUS_CODES[0]);
  const [update, { loading }] = useMutation(BulkUpdateEmployeesMutation);
  const start = useStartBulk(selection, onStarted);
  const apply = () => start(async () => (await update({ variables: { selection: selection.selection(matching), patch: { status } } })).data?.bulkUpdateEmployees);
  return (
    <BulkBar selection={selection} total={total} pageIds={pageIds} label={t('bulk.label')} selected={(count) => t('bulk.selected', { count })} testId="employees-bulk">
      <span className="bulk-bar__group">
        <HTMLSelect aria-label={t('bulk.status')} value={status} onChange={(e) => setStatus(Number(e.target.value))} data-testid="bulk-value">
          {STATUS_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`status.${code}`)}
            </option>
          ))}
        </HTMLSelect>
        <Button intent="primary" text={t('common:bulk.apply')} loading={loading} onClick={() => void apply()} data-testid="bulk-apply" />
      </span>
    </BulkBar>
  );
}
