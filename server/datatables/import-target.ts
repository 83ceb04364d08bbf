import type { ImportCells, ImportField, ImportTarget } from '../imports/target.js';
import { rowByRow } from '../imports/target.js';
import { EMPLOYEE_STATUSES, type EmployeeChanges, type EmployeeRecord, type NewEmployee } from './models.js';

const MAX_TEXT = 200;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const atMost = (max: number) => (cell: string) => (cell.length > max ? `must be at most ${max} characters` : null);

/** A start day as ISO `YYYY-MM-DD` (the export), Russian Excel's `DD.MM.YYYY` or the legacy `MM/DD/YYYY`. */
function startDayOf(cell: string): string | undefined {
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(cell);
  const slashed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(cell);
  const iso = dotted
    ? `${dotted[3]}-${dotted[2].padStart(2, '0')}-${dotted[1].padStart(2, '0')}`
    : slashed
      ? `${slashed[3]}-${slashed[1].padStart(2, '0')}-${slashed[2].padStart(2, '0')}`
      : cell;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!day) return undefined;
  const time = new Date(`${iso}T00:00:00Z`);
  // Date.parse rolls 31.02 over to March: the day must read back as written.
  return !Number.isNaN(time.getTime()) && time.toISOString().slice(0, 10) === iso ? iso : undefined;
}

/** Dollars as the legacy export writes them ("$23896.35") or a plain number (a decimal comma too). */
function salaryOf(cell: string): number | undefined {
  const plain = cell.replace(/^\$/, '').replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return undefined;
  const amount = Number(plain);
  return amount <= 1e9 ? amount : undefined;
}

/** A whole number within bounds; "2 Years" (the record's own text) reads as 2. */
function wholeOf(cell: string, min: number, max: number): number | undefined {
  const match = /^(\d{1,3})(\s+years?)?$/i.exec(cell);
  const value = match ? Number(match[1]) : Number.NaN;
  return value >= min && value <= max ? value : undefined;
}

const statusOf = (cell: string): number | undefined => EMPLOYEE_STATUSES.find((status) => String(status) === cell);

/**
 * The employees' import fields, with the headers a spreadsheet names them by in ru, en and uk; the export's
 * (server/datatables/csv.ts: Имя, Должность, Email, Город, Дата начала, Зарплата, Возраст, Опыт, лет, Статус)
 * are among them, so an export imported back is understood column for column.
 */
const fields: ImportField[] = [
  {
    name: 'email',
    headers: ['Email', 'E-mail', 'Электронная почта', 'Эл. почта', 'Почта', 'Email address', 'Mail', 'Електронна пошта', 'Ел. пошта', 'Пошта'],
    required: true,
    check: (cell) => (!EMAIL.test(cell) ? 'must be a valid e-mail address' : cell.length > 254 ? 'must be at most 254 characters' : null),
  },
  { name: 'fullName', headers: ['Имя', 'ФИО', 'Полное имя', 'Сотрудник', 'Full name', 'Name', 'Employee', 'ПІБ', "Ім'я", 'Імʼя', 'Співробітник'], required: true, check: atMost(MAX_TEXT) },
  { name: 'post', headers: ['Должность', 'Post', 'Position', 'Job title', 'Посада'], required: true, check: atMost(MAX_TEXT) },
  { name: 'city', headers: ['Город', 'City', 'Місто'], required: true, check: atMost(MAX_TEXT) },
  {
    name: 'startDate',
    headers: ['Дата начала', 'Дата приёма', 'Start date', 'Started', 'Дата початку'],
    required: true,
    check: (cell) => (startDayOf(cell) === undefined ? 'must be a day (YYYY-MM-DD, DD.MM.YYYY or MM/DD/YYYY)' : null),
  },
  { name: 'salary', headers: ['Зарплата', 'Оклад', 'Salary'], required: true, check: (cell) => (salaryOf(cell) === undefined ? 'must be dollars from 0 to 1,000,000,000' : null) },
  { name: 'age', headers: ['Возраст', 'Age', 'Вік'], required: true, check: (cell) => (wholeOf(cell, 14, 120) === undefined ? 'must be a whole number from 14 to 120' : null) },
  {
    name: 'experience',
    headers: ['Опыт, лет', 'Опыт', 'Стаж', 'Experience', 'Experience, years', 'Досвід', 'Досвід, років'],
    required: true,
    check: (cell) => (wholeOf(cell, 0, 80) === undefined ? 'must be whole years from 0 to 80' : null),
  },
  { name: 'status', headers: ['Статус', 'Status'], check: (cell) => (statusOf(cell) === undefined ? `must be one of ${EMPLOYEE_STATUSES.join(', ')}` : null) },
];

/**
 * What a row sets of an existing employee: the given fields that differ from it. Start day, salary, age and
 * experience are the row's history, set when it is added (as the single edit, which changes none of them).
 */
function changesOf(employee: EmployeeRecord, cells: ImportCells): EmployeeChanges {
  const changes: EmployeeChanges = {
    // An empty cell is no value: the employee's stays (the table refuses empty names, posts and cities).
    full_name: cells.fullName || undefined,
    post: cells.post || undefined,
    city: cells.city || undefined,
    status: cells.status ? statusOf(cells.status) : undefined,
  };
  return Object.fromEntries(
    Object.entries(changes).filter(([field, value]) => value !== undefined && value !== employee[field as keyof EmployeeChanges]),
  ) as EmployeeChanges;
}

function newEmployeeOf(cells: ImportCells): NewEmployee {
  return {
    email: cells.email,
    full_name: cells.fullName ?? '',
    post: cells.post ?? '',
    city: cells.city ?? '',
    startedOn: startDayOf(cells.startDate ?? '') ?? '',
    salary: salaryOf(cells.salary ?? '') ?? Number.NaN,
    age: wholeOf(cells.age ?? '', 14, 120) ?? Number.NaN,
    experienceYears: wholeOf(cells.experience ?? '', 0, 80) ?? Number.NaN,
    // A new person is "current" (1) unless the file says otherwise.
    status: cells.status ? (statusOf(cells.status) ?? 0) : 1,
  };
}

/** CSV import into the employees (data tables): an upsert finds a row by e-mail (ignoring case) and updates it; else it is added. */
export const employeesImportTarget: ImportTarget = {
  list: 'employees',
  subject: 'Employee',
  fields,
  key: 'email',
  writeMany: rowByRow<EmployeeRecord, EmployeeChanges>({
    find: (repositories, cells, mode) => (mode === 'upsert' ? repositories.datatables.findByEmail(cells.email) : Promise.resolve(undefined)),
    create: (repositories, cells, writer) => repositories.datatables.create(newEmployeeOf(cells), writer),
    changesOf: (_repositories, employee, cells) => changesOf(employee, cells),
    update: (repositories, employee, changes, writer) => repositories.datatables.update(employee.id, changes, { ...writer, version: employee.version }),
  }),
};
