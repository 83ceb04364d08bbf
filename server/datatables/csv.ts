import { stringify } from 'csv-stringify/sync';
import { experienceYears, startDateIso, type EmployeeRecord } from './models.js';

/** The export's columns in table order, with the headers the Russian UI shows. */
const COLUMNS: readonly { header: string; value: (row: EmployeeRecord) => string | number }[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'Имя', value: (row) => row.full_name },
  { header: 'Должность', value: (row) => row.post },
  { header: 'Email', value: (row) => row.email },
  { header: 'Город', value: (row) => row.city },
  // ISO days: spreadsheets read them as dates in every locale (04/05/2023 is 4 May in Russian Excel).
  { header: 'Дата начала', value: startDateIso },
  { header: 'Зарплата', value: (row) => row.salary },
  { header: 'Возраст', value: (row) => row.age },
  { header: 'Опыт, лет', value: experienceYears },
  { header: 'Статус', value: (row) => row.status },
];

/**
 * The rows as a spreadsheet-safe CSV file (csv-stringify): a UTF-8 byte-order mark so Excel reads the
 * Cyrillic text, CRLF line ends, RFC 4180 quoting (any cell with a line break is quoted too), and
 * formula escaping: a cell starting with = + - @, tab or CR gets a leading ' so it stays text (CSV injection).
 */
export function employeesCsv(rows: readonly EmployeeRecord[]): string {
  return stringify(
    rows.map((row) => COLUMNS.map((column) => column.value(row))),
    {
      bom: true,
      columns: COLUMNS.map((column) => column.header),
      header: true,
      record_delimiter: 'windows',
      escape_formulas: true,
      quoted_match: /[\r\n]/,
    },
  );
}
