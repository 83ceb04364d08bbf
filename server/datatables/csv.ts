import type { EmployeeRecord } from './models.js';

/** The export's columns in table order, with the headers the Russian UI shows. */
const COLUMNS: readonly [keyof EmployeeRecord, string][] = [
  ['id', 'ID'],
  ['full_name', 'Имя'],
  ['post', 'Должность'],
  ['email', 'Email'],
  ['city', 'Город'],
  ['start_date', 'Дата начала'],
  ['salary', 'Зарплата'],
  ['age', 'Возраст'],
  ['experience', 'Опыт'],
  ['status', 'Статус'],
];

/** RFC 4180: quote a cell holding a comma, quote or line break, doubling inner quotes. */
function cell(value: unknown): string {
  const text = String(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** CSV (CRLF line ends, header first) of the given rows, for the table's export button. */
export function employeesCsv(rows: readonly EmployeeRecord[]): string {
  const lines = [COLUMNS.map(([, header]) => cell(header)), ...rows.map((row) => COLUMNS.map(([key]) => cell(row[key])))];
  return lines.map((line) => line.join(',')).join('\r\n') + '\r\n';
}
