import { describe, expect, it } from 'vitest';
import { graphqlAs, graphqlDataAs, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';
import { untilEnded } from './support.js';

interface Job {
  id: string;
  status: string;
  total: number;
  done: number;
  skipped: number;
  failed: number;
  batchId: string;
}
interface Employee {
  id: string;
  status: number;
  version: number;
}

const JOB = 'id status total done skipped failed batchId';
const EMPLOYEES = 'query($q: String) { employees(q: $q, perPage: 100) { total items { id status version } } }';
const BULK = `mutation($selection: EmployeeSelection!, $status: Int!) { bulkUpdateEmployees(selection: $selection, patch: { status: $status }) { ${JOB} } }`;

describe.each(STORE_NAMES)('bulk changes of employees on the %s store', (store) => {
  const app = useApp({ config: appStoreConfig(store) });
  const data = graphqlDataAs(app, 'admin');
  const list = async (q?: string) => (await data<{ employees: { total: number; items: Employee[] } }>(EMPLOYEES, { q })).employees;
  const ended = (job: Job): Promise<Job> =>
    untilEnded(async () => (await data<{ bulkJob: Job }>(`query($id: ID!) { bulkJob(id: $id) { ${JOB} } }`, { id: job.id })).bulkJob);

  it('sets the status of every employee the list’s search matches but one, audited per row under the batch; undoing the batch leaves a row changed since', async () => {
    const matching = await list('менеджер');
    expect(matching.total).toBeGreaterThan(3);
    const [kept, ...others] = matching.items;
    const job = await ended((await data<{ bulkUpdateEmployees: Job }>(BULK, { selection: { matching: { q: 'менеджер' }, exceptIds: [kept.id] }, status: 4 })).bulkUpdateEmployees);
    expect(job).toMatchObject({ status: 'completed', total: matching.total - 1, done: matching.total - 1, failed: 0 });
    const after = new Map((await list('менеджер')).items.map((row) => [row.id, row]));
    expect(after.get(kept.id)).toEqual(kept);
    for (const row of others) expect(after.get(row.id)?.status).toBe(4);
    // Already at 4 before: nothing written, so nothing recorded.
    const written = others.filter((row) => row.status !== 4);
    expect(written.length).toBeGreaterThan(1);
    const [changedSince, ...rest] = written;
    const events = await data<{ auditEvents: { items: { subject: string; recordId: string; changes: { field: string; before: unknown; after: unknown }[] }[] } }>(
      'query($batchId: ID!) { auditEvents(batchId: $batchId, first: 100) { items { subject recordId changes { field before after } } } }',
      { batchId: job.batchId },
    );
    expect(events.auditEvents.items.map((e) => e.recordId).sort()).toEqual(written.map((row) => row.id).sort());
    expect(events.auditEvents.items.every((e) => e.subject === 'Employee' && e.changes.length === 1 && e.changes[0].field === 'status' && e.changes[0].after === 4)).toBe(true);

    await data(`mutation($id: ID!) { updateEmployee(id: $id, input: { city: "Тверь" }) { id } }`, { id: changedSince.id });
    const undo = await ended((await data<{ restoreAuditBatch: Job }>(`mutation($batchId: ID!) { restoreAuditBatch(batchId: $batchId) { ${JOB} } }`, { batchId: job.batchId })).restoreAuditBatch);
    expect(undo).toMatchObject({ status: 'completed', done: rest.length, failed: 1 });
    const undone = new Map((await list('менеджер')).items.map((row) => [row.id, row]));
    for (const row of rest) expect(undone.get(row.id)?.status).toBe(row.status);
    expect(undone.get(changedSince.id)?.status).toBe(4);
  });

  it('refuses a bad status naming the patch, both ids and matching naming the selection, and roles that may not edit employees', async () => {
    const admin = graphqlAs(app, 'admin');
    expect((await admin(BULK, { selection: { ids: ['1'] }, status: 9 })).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'patch.status' } });
    expect((await admin(BULK, { selection: { ids: ['1'], matching: { q: 'x' } }, status: 2 })).errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'selection' } });
    for (const role of ['manager', 'restricted'] as const) {
      expect((await graphqlAs(app, role)(BULK, { selection: { ids: ['1'] }, status: 2 })).errors?.[0], role).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    }
    expect((await list()).items.find((row) => row.id === '1')?.version).toBe(1);
  });

  it('updateEmployee keeps versions: a stale one is CONFLICT; restoreAuditEvent undoes an edit', async () => {
    const [row] = (await list()).items;
    const edited = await data<{ updateEmployee: Employee }>('mutation($id: ID!, $v: Int) { updateEmployee(id: $id, input: { status: 5, post: "Тимлид" }, version: $v) { id status version } }', { id: row.id, v: row.version });
    expect(edited.updateEmployee).toMatchObject({ status: 5, version: row.version + 1 });
    const stale = await graphqlAs(app, 'admin')('mutation($id: ID!, $v: Int) { updateEmployee(id: $id, input: { status: 1 }, version: $v) { id } }', { id: row.id, v: row.version });
    expect(stale.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
    const [event] = (await data<{ auditEvents: { items: { id: string }[] } }>('query($id: ID!) { auditEvents(subject: "Employee", recordId: $id, first: 1) { items { id } } }', { id: row.id })).auditEvents.items;
    await data('mutation($id: ID!) { restoreAuditEvent(id: $id) { id } }', { id: event.id });
    expect((await list()).items.find((r) => r.id === row.id)).toMatchObject({ status: row.status, version: row.version + 2 });
    const blank = await graphqlAs(app, 'admin')('mutation($id: ID!) { updateEmployee(id: $id, input: { fullName: "  " }) { id } }', { id: row.id });
    expect(blank.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'fullName' } });
  });

  it('createEmployee adds a row the list finds; a taken address is CONFLICT', async () => {
    const input = { fullName: 'Ольга Новикова', post: 'Юрист', email: 'olga.novikova@aurora.test', city: 'Казань', startedOn: '2024-03-07', salary: 1200.5, age: 30, experienceYears: 2, status: 1 };
    const CREATE = 'mutation($input: NewEmployeeInput!) { createEmployee(input: $input) { id fullName startDate salary experience version } }';
    const { createEmployee } = await data<{ createEmployee: Record<string, unknown> }>(CREATE, { input });
    expect(createEmployee).toMatchObject({ fullName: 'Ольга Новикова', startDate: '03/07/2024', salary: '$1200.50', experience: '2 Years', version: 1 });
    expect((await list('olga.novikova@aurora.test')).items.map((row) => row.id)).toEqual([createEmployee.id]);
    expect((await graphqlAs(app, 'admin')(CREATE, { input: { ...input, email: 'OLGA.novikova@aurora.test' } })).errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
  });
});
