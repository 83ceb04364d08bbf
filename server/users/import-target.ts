import type { ImportCells, ImportField, ImportTarget, RowOutcome } from '../imports/target.js';
import { USER_BILLINGS, USER_LIMITS, USER_PLANS, USER_ROLES, USER_STATUSES, type NewUser, type UserChanges, type UserRecord } from './models.js';

/** A closed value as written in a file: any case. */
const valueOf = <T extends string>(values: readonly T[], cell: string): T | undefined => values.find((value) => value.toLowerCase() === cell.toLowerCase());
const oneOf = (values: readonly string[]) => (cell: string) => (valueOf(values, cell) === undefined ? `must be one of ${values.join(', ')}` : null);
const atMost = (max: number) => (cell: string) => (cell.length > max ? `must be at most ${max} characters` : null);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The listed users' import fields, with the headers a spreadsheet names them by in ru, en and uk. */
const fields: ImportField[] = [
  {
    name: 'email',
    headers: ['Электронная почта', 'Эл. почта', 'Почта', 'E-mail', 'Email address', 'Mail', 'Електронна пошта', 'Ел. пошта', 'Пошта'],
    required: true,
    check: (cell) => (!EMAIL.test(cell) ? 'must be a valid e-mail address' : cell.length > USER_LIMITS.email ? `must be at most ${USER_LIMITS.email} characters` : null),
  },
  { name: 'fullName', headers: ['ФИО', 'Имя', 'Полное имя', 'Full name', 'Name', 'ПІБ', "Ім'я", 'Імʼя', "Повне ім'я"], required: true, check: atMost(USER_LIMITS.fullName) },
  {
    name: 'username',
    headers: ['Логин', 'Имя пользователя', 'Username', 'User name', 'Login', 'Логін', "Ім'я користувача"],
    check: (cell) => (/\s/.test(cell) ? 'must not contain spaces' : atMost(USER_LIMITS.username)(cell)),
  },
  { name: 'role', headers: ['Роль', 'Role'], check: oneOf(USER_ROLES) },
  { name: 'currentPlan', headers: ['Тариф', 'План', 'Plan', 'Current plan'], check: oneOf(USER_PLANS) },
  { name: 'status', headers: ['Статус', 'Status'], check: oneOf(USER_STATUSES) },
  { name: 'company', headers: ['Компания', 'Организация', 'Company', 'Organization', 'Компанія', 'Організація'], check: atMost(USER_LIMITS.company) },
  { name: 'country', headers: ['Страна', 'Country', 'Країна'], check: atMost(USER_LIMITS.country) },
  { name: 'contact', headers: ['Телефон', 'Контакт', 'Contact', 'Phone', 'Контакт'], check: atMost(USER_LIMITS.contact) },
  { name: 'billing', headers: ['Оплата', 'Способ оплаты', 'Billing', 'Спосіб оплати'], check: oneOf(USER_BILLINGS) },
];

/** The columns of the list's export, in the import's field names: importing an export back changes nothing. */
export const USER_EXPORT_COLUMNS = fields.map((field) => field.name);

export function userExportRow(user: UserRecord): string[] {
  return [user.email, user.fullName, user.username, user.role, user.currentPlan, user.status, user.company, user.country, user.contact, user.billing];
}

/** What a row sets of an existing user: the fields given that differ from it (e-mail and username are its keys). */
function changesOf(user: UserRecord, cells: ImportCells): UserChanges {
  const changes: UserChanges = {
    role: cells.role ? valueOf(USER_ROLES, cells.role) : undefined,
    currentPlan: cells.currentPlan ? valueOf(USER_PLANS, cells.currentPlan) : undefined,
    status: cells.status ? valueOf(USER_STATUSES, cells.status) : undefined,
    billing: cells.billing ? valueOf(USER_BILLINGS, cells.billing) : undefined,
    // An empty name is no name: it stays; the other texts may be emptied.
    fullName: cells.fullName || undefined,
    company: cells.company,
    country: cells.country,
    contact: cells.contact,
  };
  return Object.fromEntries(Object.entries(changes).filter(([field, value]) => value !== undefined && value !== user[field as keyof UserChanges])) as UserChanges;
}

function newUserOf(cells: ImportCells): NewUser {
  return {
    email: cells.email,
    fullName: cells.fullName ?? '',
    // A file without logins: the e-mail's local part (the users' own rule refuses one taken).
    username: cells.username || cells.email.split('@')[0],
    role: (cells.role && valueOf(USER_ROLES, cells.role)) || 'subscriber',
    currentPlan: (cells.currentPlan && valueOf(USER_PLANS, cells.currentPlan)) || 'basic',
    status: cells.status ? valueOf(USER_STATUSES, cells.status) : undefined,
    billing: cells.billing ? valueOf(USER_BILLINGS, cells.billing) : undefined,
    company: cells.company,
    country: cells.country,
    contact: cells.contact,
  };
}

/**
 * CSV import into the listed users: an upsert finds users by e-mail (ignoring case) and updates them; the others are
 * added. A batch is two writes of the repository at most (`addMany`, `updateMany`), each one transaction.
 */
export const usersImportTarget: ImportTarget = {
  list: 'users',
  subject: 'User',
  fields,
  key: 'email',
  async writeMany(repositories, rows, mode) {
    const users = repositories.users;
    const outcomes: RowOutcome[] = new Array<RowOutcome>(rows.length);
    const existing = mode === 'upsert' ? await users.findByEmails(rows.map((cells) => cells.email)) : new Map<string, UserRecord>();
    const creating: number[] = [];
    const updating = new Map<number, number>();
    rows.forEach((cells, row) => {
      const user = existing.get(cells.email.trim().toLowerCase());
      if (!user) creating.push(row);
      else if (Object.keys(changesOf(user, cells)).length === 0) outcomes[row] = 'unchanged';
      else updating.set(user.id, row);
    });
    const added = await users.addMany(creating.map((row) => newUserOf(rows[row])));
    for (const { at, error } of added.refused) outcomes[creating[at]] = error;
    for (const row of creating) outcomes[row] ??= 'created';
    // The changes again from each user as locked: someone may have changed it since it was read.
    const changed = await users.updateMany([...updating.keys()], (user) => changesOf(user, rows[updating.get(user.id) as number]));
    for (const { after } of changed.written) outcomes[updating.get(after.id) as number] = 'updated';
    for (const { at, error } of changed.refused) outcomes[updating.get(at) as number] = error;
    return outcomes;
  },
};
