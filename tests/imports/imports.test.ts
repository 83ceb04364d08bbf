import { describe, expect, it } from 'vitest';
import { injectAs, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';
import { auditBatchAs, csvBytes, importerAs, uploadAs, type ImportJob } from './support.js';

const RU_HEADER = ['Электронная почта', 'ФИО', 'Роль', 'Тариф', 'Компания', 'Телефон', 'Примечание'];

describe.each(STORE_NAMES)('CSV import into the users on the %s store', (name) => {
  const app = useApp({ config: appStoreConfig(name) });
  const { events, undone } = auditBatchAs(app, 'admin');
  const usersOf = async (q: string) => (await injectAs(app, 'admin')({ method: 'GET', url: `/api/users/list/data?q=${encodeURIComponent(q)}&perPage=100` })).json<{ users: { email: string; fullName: string; role: string; currentPlan: string; company: string }[]; total: number }>();

  it('reads a `;`-separated Windows-1251 file with Russian headers: suggestions, preview errors, in-file duplicates; creates, refuses with reasons, and undoes as one batch', async () => {
    const file = csvBytes(
      [
        RU_HEADER,
        ['anna.petrova@import.test', 'Анна Петрова', 'editor', 'team', 'ООО «Ромашка»', '+7 900 000-00-01', 'VIP'],
        ['not-an-email', 'Борис Смирнов', 'editor', 'team', '', '', ''],
        ['ivan.orlov@import.test', 'Иван Орлов', 'директор', 'basic', 'ИП Орлов', '', ''],
        ['ANNA.PETROVA@import.test', 'Анна П.', 'editor', 'team', '', '', ''],
        ['olga.ivanova@import.test', 'Ольга Иванова', 'admin', 'enterprise', 'АО «Вектор»', '', ''],
      ],
      { delimiter: ';', encoding: 'windows-1251' },
    );
    const importer = importerAs(app, 'admin');
    const { uploaded, job } = await importer.run('users', file, 'create');
    expect(uploaded).toMatchObject({ rows: 5, encoding: 'windows-1251', delimiter: ';', columns: RU_HEADER });
    expect(uploaded.suggested).toEqual(['email', 'fullName', 'role', 'currentPlan', 'company', 'contact', null]);
    expect(uploaded.preview).toHaveLength(5);
    expect(uploaded.preview[0]).toMatchObject({ row: 1, cells: RU_HEADER.map((_, i) => expect.any(String)), errors: {}, duplicateOf: null });
    expect(uploaded.preview[0].cells[1]).toBe('Анна Петрова');
    expect(uploaded.preview[1].errors).toEqual({ email: 'must be a valid e-mail address' });
    expect(uploaded.preview[2].errors.role).toMatch(/must be one of/);
    expect(uploaded.preview[3].duplicateOf).toBe(1);
    expect(uploaded.duplicates).toEqual({ count: 1, rows: [{ row: 4, duplicateOf: 1 }] });

    expect(job).toMatchObject({ status: 'completed', total: 5, created: 2, updated: 0, unchanged: 0, skipped: 0, failed: 3 });
    expect((await usersOf('anna.petrova@import.test')).users).toEqual([expect.objectContaining({ fullName: 'Анна Петрова', role: 'editor', currentPlan: 'team', company: 'ООО «Ромашка»' })]);
    const refused = await injectAs(app, 'admin')({ method: 'GET', url: `/api/imports/${job.id}/rejected.csv` });
    expect(refused.headers['content-type']).toMatch(/^text\/csv/);
    const lines = refused.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe([...RU_HEADER, 'row', 'reason'].join(';'));
    expect(lines.slice(1)).toEqual([
      expect.stringMatching(/^not-an-email;.*;2;email: must be a valid e-mail address$/),
      expect.stringMatching(/^ivan\.orlov@import\.test;.*;3;role: must be one of .*$/),
      expect.stringMatching(/^ANNA\.PETROVA@import\.test;.*;4;email: the same as row 1 of the file$/),
    ]);

    const audited = await events(job.batchId);
    expect(audited).toHaveLength(2);
    expect(audited.every((event) => event.subject === 'User' && event.action === 'create')).toBe(true);
    expect(await undone(job.batchId)).toMatchObject({ status: 'completed', done: 2 });
    expect((await usersOf('@import.test')).total).toBe(0);
  });

  it('upserts by e-mail from a UTF-8 file with a BOM: an existing user is updated, one as the file says is unchanged, a new one created', async () => {
    const [first, second] = (await usersOf('')).users;
    const file = csvBytes(
      [
        ['Email', 'Full name', 'Plan', 'Company'],
        [first.email.toUpperCase(), first.fullName, first.currentPlan === 'enterprise' ? 'basic' : 'enterprise', 'Changed Co'],
        [second.email, second.fullName, second.currentPlan, second.company],
        ['new.person@import.test', 'New Person', 'team', 'Fresh'],
      ],
      { encoding: 'utf-8-bom' },
    );
    const { uploaded, job } = await importerAs(app, 'admin').run('users', file, 'upsert');
    expect(uploaded).toMatchObject({ encoding: 'utf-8-bom', delimiter: ',', suggested: ['email', 'fullName', 'currentPlan', 'company'] });
    expect(job).toMatchObject({ status: 'completed', total: 3, created: 1, updated: 1, unchanged: 1, failed: 0 });
    expect((await usersOf(first.email)).users[0]).toMatchObject({ company: 'Changed Co' });
    const audited = await events(job.batchId);
    expect(audited.map((event) => event.action).sort()).toEqual(['create', 'update']);
    expect(await undone(job.batchId)).toMatchObject({ status: 'completed', done: 2, failed: 0 });
    expect((await usersOf(first.email)).users[0]).toMatchObject({ company: first.company, currentPlan: first.currentPlan });
    expect((await usersOf('new.person@import.test')).total).toBe(0);
  });

  it('takes the mapping as chosen: a column left out is not imported; a username taken is the users’ own refusal', async () => {
    const [existing] = (await usersOf('')).users;
    const list = (await injectAs(app, 'admin')({ method: 'GET', url: '/api/users/list/all-data' })).json<{ username: string }[]>();
    const file = csvBytes([
      ['Mail', 'Name', 'Login', 'Country'],
      ['a1@import.test', 'A One', 'a1import', 'Chile'],
      ['a2@import.test', 'A Two', list[0].username, 'Peru'],
    ]);
    const { job } = await importerAs(app, 'admin').run('users', file, 'create', ['email', 'fullName', 'username', null]);
    expect(job).toMatchObject({ created: 1, failed: 1 });
    const [made] = (await usersOf('a1@import.test')).users as unknown as { country: string; username: string }[];
    expect(made).toMatchObject({ country: '', username: 'a1import' });
    const refused = await injectAs(app, 'admin')({ method: 'GET', url: `/api/imports/${job.id}/rejected.csv` });
    expect(refused.body).toContain('This username is already in use.');
    expect(existing).toBeDefined();
  });

  it('exports the users list as its import reads it: importing the export back changes nothing and audits nothing', async () => {
    const exported = await injectAs(app, 'admin')({ method: 'GET', url: '/api/users/export.csv?role=editor&sortColumn=email' });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const editors = (await injectAs(app, 'admin')({ method: 'GET', url: '/api/users/list/data?role=editor&perPage=100' })).json<{ total: number }>().total;
    const { uploaded, job } = await importerAs(app, 'admin').run('users', exported.rawPayload, 'upsert');
    expect(uploaded.suggested).toEqual(['email', 'fullName', 'username', 'role', 'currentPlan', 'status', 'company', 'country', 'contact', 'billing']);
    expect(job).toMatchObject({ status: 'completed', total: editors, unchanged: editors, created: 0, updated: 0, failed: 0, skipped: 0 });
    expect(await events(job.batchId)).toEqual([]);
  });
});

describe.each(STORE_NAMES)('CSV import into the to-do on the %s store', (name) => {
  const app = useApp({ config: appStoreConfig(name) });
  const { events } = auditBatchAs(app, 'admin');

  it('reads a tab-separated UTF-8 file: Russian dates, tags by label, yes/no; a row without a title is refused', async () => {
    const file = csvBytes(
      [
        ['Задача', 'Срок', 'Теги', 'Важная', 'Исполнитель'],
        ['Позвонить клиенту', '05.12.2026', 'Высокий, team', 'да', 'Гость Гостев'],
        ['', '06.12.2026', '', 'нет', ''],
        ['Отправить счёт', '2026-12-07', 'urgent', 'нет', ''],
      ],
      { delimiter: '\t' },
    );
    const { uploaded, job } = await importerAs(app, 'admin').run('tasks', file, 'create');
    expect(uploaded).toMatchObject({ encoding: 'utf-8', delimiter: '\t', suggested: ['title', 'dueDate', 'tags', 'isImportant', 'assignee'] });
    expect(uploaded.preview[1].errors).toEqual({ title: 'is required' });
    expect(uploaded.preview[2].errors.tags).toMatch(/"urgent" is not a tag/);
    expect(job).toMatchObject({ status: 'completed', created: 1, failed: 2 });
    const tasks = (await injectAs(app, 'admin')({ method: 'GET', url: '/apps/todo/tasks?q=Позвонить' })).json<{ title: string; dueDate: string; tags: string[]; isImportant: boolean; assignee: { fullName: string } }[]>();
    expect(tasks).toEqual([expect.objectContaining({ title: 'Позвонить клиенту', dueDate: '2026-12-05T00:00:00.000Z', tags: ['high', 'team'], isImportant: true, assignee: expect.objectContaining({ fullName: 'Гость Гостев' }) })]);
  });

  it('exports the to-do list as its import reads it: importing the export back changes nothing; a changed row updates its task by id', async () => {
    const exported = await injectAs(app, 'admin')({ method: 'GET', url: '/apps/todo/export.csv' });
    const total = (await injectAs(app, 'admin')({ method: 'GET', url: '/apps/todo/tasks' })).json<unknown[]>().length;
    const importer = importerAs(app, 'admin');
    const { job } = await importer.run('tasks', exported.rawPayload, 'upsert');
    expect(job).toMatchObject({ status: 'completed', total, unchanged: total, created: 0, updated: 0, failed: 0 });
    expect(await events(job.batchId)).toEqual([]);

    const text = exported.body.replace(/^\uFEFF/, '');
    const [header, firstRow] = text.split('\r\n');
    const id = firstRow.split(',')[0];
    const changed = csvBytes([header.split(','), [id, 'Renamed by import', '2027-01-01']].map((row, i) => (i === 0 ? row.slice(0, 3) : row)));
    const again = await importer.run('tasks', changed, 'upsert');
    expect(again.job).toMatchObject({ updated: 1, created: 0, failed: 0 });
    const missing = await importer.run('tasks', csvBytes([['id', 'title', 'dueDate'], ['999999', 'Nope', '2027-01-01']]), 'upsert');
    expect(missing.job).toMatchObject({ failed: 1 });
  });
});

describe('bad input to the import', () => {
  const app = useApp();
  const upload = uploadAs(app, 'admin');
  const importer = importerAs(app, 'admin');
  const message = (res: { json: () => unknown }) => (res.json() as { message: string }).message;

  it('refuses what is not a CSV upload, naming the field, and keeps nothing', async () => {
    const notMultipart = await injectAs(app, 'admin')({ method: 'POST', url: '/api/imports', payload: { list: 'users' } });
    expect(notMultipart.statusCode).toBe(400);
    expect(message(notMultipart)).toMatch(/^file/);
    const empty = await upload('users', Buffer.alloc(0));
    expect([empty.statusCode, message(empty)]).toEqual([400, 'file: is empty']);
    const binary = await upload('users', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0x08, 0x00]));
    expect([binary.statusCode, message(binary)]).toEqual([400, 'file: is not a CSV text file']);
    const headerOnly = await upload('users', csvBytes([['email', 'fullName']]));
    expect([headerOnly.statusCode, message(headerOnly)]).toEqual([400, 'file: has a header but no rows']);
    const unknownList = await upload('planets', csvBytes([['a'], ['b']]));
    expect(unknownList.statusCode).toBe(400);
    expect(message(unknownList)).toMatch(/^list: must be one of users, tasks/);
    const tooLarge = await upload('users', Buffer.alloc(50 * 1024 * 1024 + 1, 0x61));
    expect([tooLarge.statusCode, message(tooLarge)]).toEqual([413, 'file: larger than 50 MB']);
  });

  it('refuses a mapping naming an unknown field, of the wrong length or type, or without the key, and writes nothing', async () => {
    const res = await upload('users', csvBytes([['email', 'fullName'], ['m1@import.test', 'M One']]));
    const { id } = res.json<{ id: string }>();
    const refusals = [
      { mapping: ['email', 'planet'], mode: 'create' },
      { mapping: ['email'], mode: 'create' },
      { mapping: ['email', 7], mode: 'create' },
      { mapping: 'email,fullName', mode: 'create' },
      { mapping: ['email', 'email'], mode: 'create' },
      { mapping: [null, 'fullName'], mode: 'upsert' },
    ];
    for (const body of refusals) {
      const refused = await importer.start(id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(refused), JSON.stringify(body)).toMatch(/mapping/);
    }
    const badMode = await importer.start(id, { mapping: ['email', 'fullName'], mode: 'merge' });
    expect([badMode.statusCode, message(badMode)]).toEqual([400, expect.stringMatching(/mode/)]);
    expect(await importer.ended(id)).toMatchObject({ status: 'ready', created: 0 });
  });

  it('is its uploader’s alone and needs the list’s create; a cancelled upload cannot start', async () => {
    const refused = await uploadAs(app, 'client')('users', csvBytes([['email'], ['x@import.test']]));
    expect(refused.statusCode).toBe(403);
    const { id } = (await upload('users', csvBytes([['email', 'fullName'], ['c1@import.test', 'C One']]))).json<{ id: string }>();
    expect((await injectAs(app, 'manager')({ method: 'GET', url: `/api/imports/${id}` })).statusCode).toBe(404);
    const cancelled = await injectAs(app, 'admin')({ method: 'POST', url: `/api/imports/${id}/cancel` });
    expect(cancelled.json<ImportJob>()).toMatchObject({ status: 'cancelled' });
    const late = await importer.start(id, { mapping: ['email', 'fullName'], mode: 'create' });
    expect(late.statusCode).toBe(409);
    expect((await injectAs(app, 'admin')({ method: 'GET', url: '/api/imports/not-an-id' })).statusCode).toBe(400);
  });
});
