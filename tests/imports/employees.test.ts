import { describe, expect, it } from 'vitest';
import { graphqlDataAs, injectAs, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';
import { auditBatchAs, csvBytes, importerAs, uploadAs } from './support.js';

const RU_HEADER = ['Электронная почта', 'ФИО', 'Должность', 'Город', 'Дата начала', 'Зарплата', 'Возраст', 'Стаж', 'Статус', 'Примечание'];
const EMPLOYEES = 'query($q: String) { employees(q: $q, perPage: 100) { total items { id fullName post email city startDate salary age experience status } } }';
const EXPORT = 'query { employeesCsv }';

interface Employee { id: string; fullName: string; post: string; email: string; city: string; startDate: string; salary: string; age: string; experience: string; status: number }

describe.each(STORE_NAMES)('CSV import into the employees on the %s store', (name) => {
  const app = useApp({ config: appStoreConfig(name) });
  const data = () => graphqlDataAs(app, 'admin');
  const employeesOf = async (q: string) => (await data()<{ employees: { total: number; items: Employee[] } }>(EMPLOYEES, { q })).employees;
  const { events, undone } = auditBatchAs(app, 'admin');

  it('reads a `;`-separated Windows-1251 file with Russian headers, upserts by e-mail (any case), refuses rows with reasons, and undoes the updates as one batch', async () => {
    const [first, second] = (await employeesOf('')).items;
    const file = csvBytes(
      [
        RU_HEADER,
        [first.email.toUpperCase(), first.fullName, 'Главный инженер', 'Казань', '2020-01-01', '$1.00', '30', '1', String(first.status), 'не меняет историю'],
        // The record's own texts (legacy MM/DD/YYYY, "$…", "2 Years") read as they are.
        [second.email, second.fullName, second.post, second.city, second.startDate, second.salary, second.age, second.experience, String(second.status), ''],
        ['anna.petrova@import.test', 'Анна Петрова', 'Бухгалтер', 'Москва', '05.12.2019', '52000,50', '34', '7', '2', ''],
        ['not-an-email', 'Борис Смирнов', 'Курьер', 'Тверь', '2021-02-03', '100', '25', '1', '1', ''],
        ['ivan.orlov@import.test', 'Иван Орлов', 'Водитель', 'Омск', '31.02.2020', '100', '9', '1', '7', ''],
        ['ANNA.PETROVA@import.test', 'Анна П.', 'Бухгалтер', 'Москва', '2019-12-05', '1', '34', '7', '2', ''],
      ],
      { delimiter: ';', encoding: 'windows-1251' },
    );
    const { uploaded, job } = await importerAs(app, 'admin').run('employees', file, 'upsert');
    expect(uploaded).toMatchObject({ rows: 6, encoding: 'windows-1251', delimiter: ';', columns: RU_HEADER });
    expect(uploaded.suggested).toEqual(['email', 'fullName', 'post', 'city', 'startDate', 'salary', 'age', 'experience', 'status', null]);
    expect(uploaded.preview[3].errors).toEqual({ email: 'must be a valid e-mail address' });
    expect(Object.keys(uploaded.preview[4].errors).sort()).toEqual(['age', 'startDate', 'status']);
    expect(uploaded.duplicates).toEqual({ count: 1, rows: [{ row: 6, duplicateOf: 3 }] });

    expect(job).toMatchObject({ status: 'completed', total: 6, created: 1, updated: 1, unchanged: 1, skipped: 0, failed: 3 });
    // An update sets post and city; the start day, salary, age and experience are the row's history and stay.
    const [updated] = (await employeesOf(first.email)).items;
    expect(updated).toEqual({ ...first, post: 'Главный инженер', city: 'Казань' });
    expect((await employeesOf('anna.petrova@import.test')).items).toEqual([
      expect.objectContaining({ fullName: 'Анна Петрова', post: 'Бухгалтер', city: 'Москва', startDate: '12/05/2019', salary: '$52000.50', age: '34', experience: '7 Years', status: 2 }),
    ]);
    const refused = await injectAs(app, 'admin')({ method: 'GET', url: `/api/imports/${job.id}/rejected.csv` });
    const lines = refused.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^not-an-email;.*;4;email: must be a valid e-mail address$/),
      expect.stringMatching(/^ivan\.orlov@import\.test;.*;5;.*startDate: must be a day.*$/),
      expect.stringMatching(/^ANNA\.PETROVA@import\.test;.*;6;email: the same as row 3 of the file$/),
    ]);

    const audited = await events(job.batchId);
    expect(audited.map((event) => `${event.subject} ${event.action}`).sort()).toEqual(['Employee create', 'Employee update']);
    // The staff list has no delete: the undo puts the update back and leaves the new row out.
    expect(await undone(job.batchId)).toMatchObject({ status: 'completed', total: 1, done: 1, failed: 0 });
    expect((await employeesOf(first.email)).items[0]).toEqual(first);
    expect((await employeesOf('anna.petrova@import.test')).total).toBe(1);
  });

  it('needs create Employee to upload into the employees', async () => {
    const refused = await uploadAs(app, 'client')('employees', csvBytes([['Email'], ['x@import.test']]));
    expect(refused.statusCode).toBe(403);
  });

  it('exports the employees as the import reads them: importing the export back leaves every row unchanged and audits nothing', async () => {
    const exported = (await data()<{ employeesCsv: string }>(EXPORT)).employeesCsv;
    const total = (await employeesOf('')).total;
    const { uploaded, job } = await importerAs(app, 'admin').run('employees', Buffer.from(exported, 'utf8'), 'upsert');
    expect(uploaded.suggested).toEqual([null, 'fullName', 'post', 'email', 'city', 'startDate', 'salary', 'age', 'experience', 'status']);
    expect(uploaded.preview.every((row) => Object.keys(row.errors).length === 0)).toBe(true);
    expect(job).toMatchObject({ status: 'completed', total, unchanged: total, created: 0, updated: 0, failed: 0, skipped: 0 });
    expect(await events(job.batchId)).toEqual([]);
  });
});
