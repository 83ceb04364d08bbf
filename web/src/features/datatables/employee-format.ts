import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeFieldsFragment } from '../../__generated__/graphql';
import { dateTimeFormat, numberFormat } from '../../lib/intl-formats';

export interface EmployeeFormat {
  /** The start day in the reader's order ("05.04.2023" in Russian, never the legacy MM/DD/YYYY). */
  startDate(row: Pick<EmployeeFieldsFragment, 'startedOn'>): string;
  /** Dollars in the reader's number format ("23 896,35 $"). */
  salary(row: Pick<EmployeeFieldsFragment, 'salaryAmount'>): string;
  /** Whole years with the language's plural ("8 лет", "1 year"), not the seed's "8 Years". */
  experience(row: Pick<EmployeeFieldsFragment, 'experienceYears'>): string;
}

export function useEmployeeFormat(): EmployeeFormat {
  const { t, i18n } = useTranslation('datatables');
  const language = i18n.language;
  return useMemo(() => {
    const day = dateTimeFormat(language, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' });
    const money = numberFormat(language, { style: 'currency', currency: 'USD' });
    return {
      startDate: (row) => day.format(new Date(`${row.startedOn}T00:00:00Z`)),
      salary: (row) => money.format(row.salaryAmount),
      experience: (row) => t('experience', { count: row.experienceYears }),
    };
  }, [language, t]);
}
