import { describe, expect, it } from 'vitest';
import { InvalidFieldError, NotFoundError } from '../../server/common/errors.js';
import { graphqlAs, graphqlDataAs, type Role, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES, useStore } from '../stores/support.js';
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
interface User {
  id: string;
  role: string;
  currentPlan: string;
  status: string;
}

const JOB = 'id status total done skipped failed batchId';
const UPDATE = `mutation($selection: UserSelection!, $patch: UserPatch!) { bulkUpdateUsers(selection: $selection, patch: $patch) { ${JOB} } }`;
const DELETE = `mutation($selection: UserSelection!) { bulkDeleteUsers(selection: $selection) { ${JOB} } }`;
const USERS = 'query($role: UserRole, $status: UserStatus, $q: String) { users(role: $role, status: $status, q: $q, perPage: 100) { total items { id role currentPlan status } } }';

describe.each(STORE_NAMES)('listed users change role, plan and status on the %s store', (name) => {
  const store = useStore(name);
  const users = () => store().stores.users;

  it('sets the fields given, checked whole; the list’s filters and orders follow', async () => {
    const [user] = (await users().list({ role: 'editor', status: 'active' })).users;
    const changed = await users().update(user.id, { currentPlan: 'enterprise', status: 'inactive' });
    expect(changed).toEqual({ ...user, currentPlan: 'enterprise', status: 'inactive' });
    expect(await users().findById(user.id)).toEqual(changed);
    expect((await users().list({ role: 'editor', status: 'active', perPage: 100 })).users.map((u) => u.id)).not.toContain(user.id);
    expect((await users().list({ currentPlan: 'enterprise', status: 'inactive', perPage: 100 })).users.map((u) => u.id)).toContain(user.id);
    await expect(users().update(user.id, { role: 'owner' as never })).rejects.toThrow(InvalidFieldError);
    expect(await users().findById(user.id)).toEqual(changed);
    await expect(users().update(999_999, { status: 'active' })).rejects.toThrow(NotFoundError);
  });
});

describe.each(STORE_NAMES)('bulk changes of listed users on the %s store', (store) => {
  const app = useApp({ config: appStoreConfig(store) });
  const data = (role: Role = 'admin') => graphqlDataAs(app, role);
  const list = async (variables: Record<string, unknown>) => (await data()<{ users: { total: number; items: User[] } }>(USERS, variables)).users;
  const ended = (job: Job): Promise<Job> =>
    untilEnded(async () => (await data()<{ bulkJob: Job }>(`query($id: ID!) { bulkJob(id: $id) { ${JOB} } }`, { id: job.id })).bulkJob);

  it('moves every editor matching a search to a plan but the excepted, and undoes the batch', async () => {
    const editors = await list({ role: 'editor' });
    const [kept, ...rest] = editors.items;
    const job = await ended((await data()<{ bulkUpdateUsers: Job }>(UPDATE, { selection: { matching: { role: 'editor' }, exceptIds: [kept.id] }, patch: { currentPlan: 'enterprise' } })).bulkUpdateUsers);
    expect(job).toMatchObject({ status: 'completed', total: editors.total - 1, done: editors.total - 1, skipped: 0, failed: 0 });
    const after = new Map((await list({ role: 'editor' })).items.map((u) => [u.id, u]));
    expect(after.get(kept.id)).toEqual(kept);
    for (const user of rest) expect(after.get(user.id)?.currentPlan).toBe('enterprise');

    const undo = await ended((await data()<{ restoreAuditBatch: Job }>(`mutation($batchId: ID!) { restoreAuditBatch(batchId: $batchId) { ${JOB} } }`, { batchId: job.batchId })).restoreAuditBatch);
    // Users already on the enterprise plan changed nothing: nothing of theirs to undo.
    const unchanged = rest.filter((u) => u.currentPlan === 'enterprise').length;
    expect(undo).toMatchObject({ status: 'completed', total: rest.length - unchanged, done: rest.length - unchanged, failed: 0 });
    expect((await list({ role: 'editor' })).items).toEqual(editors.items);
  });

  it('deletes picked users; a role that may not is refused, and a selection with both ids and matching names it', async () => {
    const res = await graphqlAs(app, 'admin')(UPDATE, { selection: { ids: ['1'], matching: { q: 'a' } }, patch: { status: 'active' } });
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT', field: 'selection' } });
    expect((await graphqlAs(app, 'support')(DELETE, { selection: { ids: ['1'] } })).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const picked = (await list({ q: 'a' })).items.slice(0, 2);
    const job = await ended((await data()<{ bulkDeleteUsers: Job }>(DELETE, { selection: { ids: [...picked.map((u) => u.id), '999999'] } })).bulkDeleteUsers);
    expect(job).toMatchObject({ status: 'completed', total: 3, done: 2, failed: 1 });
    const ids = (await list({})).items.map((u) => u.id);
    for (const user of picked) expect(ids).not.toContain(user.id);
  });
});
