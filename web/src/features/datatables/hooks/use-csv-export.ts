import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../../lib/save-file';
import { toast } from '../../../lib/toaster';
import { EmployeesCsvQuery } from '../api/employees-csv-query';
import type { EmployeeTableState } from '../employee-table-state';

/** Exports every row matching the current search, in the current order, through the server's CSV query. */
export function useCsvExport(params: Pick<EmployeeTableState, 'q' | 'sort'>): { exportCsv: () => Promise<void>; exporting: boolean } {
  const client = useApolloClient();
  const { t } = useTranslation('datatables');
  const [exporting, setExporting] = useState(false);

  const exportCsv = useCallback(async () => {
    setExporting(true);
    try {
      const { data } = await client.query({
        query: EmployeesCsvQuery,
        variables: { q: params.q, sortColumn: params.sort.column, sort: params.sort.direction },
        // Always ask the server: the file must match the data as it is now.
        fetchPolicy: 'network-only',
      });
      if (data === undefined) throw new Error(t('export.empty'));
      // The server's file is spreadsheet-ready (byte-order mark, formula escaping): saved as it is.
      saveFile('employees.csv', data.employeesCsv, 'text/csv;charset=utf-8');
      toast.success(t('export.done'));
    } catch (error) {
      toast.error(t('export.failed', { message: (error as Error).message }));
    } finally {
      setExporting(false);
    }
  }, [client, params.q, params.sort, t]);

  return { exportCsv, exporting };
}
