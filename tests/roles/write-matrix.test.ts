import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../../server/graphql/schema.js';
import { domains } from '../../server/composition/domains.js';
import { graphqlAs, injectAs, useApp } from '../helper.js';
import { appStoreConfig, STORE_NAMES } from '../stores/support.js';
import { DEMO_ROLES, expectedAbility, storedState, type DemoRole } from './support.js';
import { GRAPHQL_WRITES, matrixMarkdown, PER_RECORD_MUTATIONS, PUBLIC_MUTATIONS, REST_WRITES } from './write-matrix.js';

/**
 * Every role × every REST write route and every mutation, allowed exactly when the role's grants allow
 * it, on both faces and both stores. The roles' demo accounts share one app per store; each attempt is refused
 * (403 / FORBIDDEN when the role may not, the route's or repository's own refusal when it may) and nothing is
 * stored; the last test makes real writes where allowed.
 */
const ALLOWED_REFUSALS = new Set(['BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT']);

describe('the matrix', () => {
  it('covers every REST write route and every mutation of the server', async () => {
    const schema = buildSchema(domains);
    const mutations = Object.keys(schema.getMutationType()!.getFields()).sort();
    expect([...GRAPHQL_WRITES.map((w) => w.mutation), ...PUBLIC_MUTATIONS, ...PER_RECORD_MUTATIONS].sort()).toEqual(mutations);
  });

  it('is the one the roles and permissions page prints', () => {
    expect(readFileSync('docs/roles-and-permissions.md', 'utf8')).toContain(matrixMarkdown());
  });
});

describe.each(STORE_NAMES)('every role × every write on the %s store', (store) => {
  const app = useApp({ config: appStoreConfig(store) });

  it('lists every REST write route of /docs', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => method === 'post' || method === 'delete')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    // The auth calls (and a forgotten password's) are public; /graphql is the other face.
    expect([...new Set(REST_WRITES.map((w) => `${w.method} ${w.route}`))].sort()).toEqual(
      writes.filter((w) => !w.includes(' /jwt/') && !w.includes(' /api/auth/') && !w.endsWith(' /graphql')).sort(),
    );
  });

  it.each(DEMO_ROLES)('%s: allowed exactly what its grants allow, on both faces, and nothing stored', async (role: DemoRole) => {
    const ability = expectedAbility(role);
    const rest = injectAs(app, role);
    const gql = graphqlAs(app, role);
    // Signed in (and in the chat when its role may chat), its own mailbox, cart and settings opened (the memory store
    // makes an account's empty ones on first use), before the state is read.
    for (const url of ['/api/bookmarks/data', '/apps/email/emails', '/apps/ecommerce/cart', '/apps/ecommerce/wishlist', '/apps/chat/chats-and-contacts', '/account-setting/data']) {
      await rest({ method: 'GET', url });
    }
    const before = await storedState(app);

    for (const write of REST_WRITES) {
      const res = await rest({ method: write.method, url: write.url ?? write.route, ...(write.payload !== undefined && { payload: write.payload as object }) });
      const allowed = ability.can(...write.needs);
      expect(res.statusCode, `${role} ${write.method} ${write.route}: ${res.body}`).toBe(allowed ? 400 : 403);
    }
    const last = GRAPHQL_WRITES.filter((w) => w.writes && ability.can(...w.needs));
    for (const write of GRAPHQL_WRITES.filter((w) => !last.includes(w))) {
      const variables = typeof write.variables === 'function' ? await write.variables(app) : write.variables;
      const res = await gql(write.query, variables);
      const code = res.errors?.[0]?.extensions?.code;
      const label = `${role} ${write.mutation}: ${JSON.stringify(res.errors ?? res.data)}`;
      if (!ability.can(...write.needs)) expect(code, label).toBe('FORBIDDEN');
      else if (write.needs[1] === 'Auth') expect(code === undefined || ALLOWED_REFUSALS.has(code), label).toBe(true);
      else expect(ALLOWED_REFUSALS.has(code ?? ''), label).toBe(true);
    }
    expect(await storedState(app)).toBe(before);

    for (const write of last) expect((await gql(write.query)).errors, `${role} ${write.mutation}`).toBeUndefined();
  });

  it('real writes go through where the role may, and are refused where it may not', async () => {
    const writes: { role: DemoRole; allowed: boolean; run: () => Promise<number | undefined> }[] = [];
    const restStatus = (role: DemoRole, method: 'POST' | 'DELETE', url: string, payload?: object) => async () =>
      (await injectAs(app, role)({ method, url, ...(payload && { payload }) })).statusCode;
    const gqlOk = (role: DemoRole, query: string) => async () => {
      const res = await graphqlAs(app, role)(query);
      return res.errors ? (res.errors[0].extensions?.code === 'FORBIDDEN' ? 403 : 400) : 200;
    };
    const task = { task: { title: 'Созвон с клиентом', dueDate: '2026-12-05' } };
    const addTask = (title: string) => `mutation { addTask(input: { title: "${title}", dueDate: "2026-12-05T10:00:00Z" }) { id } }`;
    for (const role of DEMO_ROLES) {
      const ability = expectedAbility(role);
      writes.push({ role, allowed: ability.can('create', 'Task'), run: restStatus(role, 'POST', '/apps/todo/add-tasks', task) });
      writes.push({ role, allowed: ability.can('create', 'Task'), run: gqlOk(role, addTask(`Задача: ${role}`)) });
    }
    writes.push({ role: 'manager', allowed: true, run: restStatus('manager', 'DELETE', '/apps/invoice/delete?id=4901') });
    writes.push({ role: 'support', allowed: false, run: restStatus('support', 'DELETE', '/apps/invoice/delete?id=4902') });
    writes.push({ role: 'support', allowed: true, run: gqlOk('support', 'mutation { sendEmail(input: { to: ["olga@example.ru"], subject: "Ответ", message: "Готово" }) { email { id } } }') });
    writes.push({ role: 'user', allowed: true, run: gqlOk('user', 'mutation { addEvent(input: { title: "Встреча", start: "2026-05-01T10:00:00Z", end: "2026-05-01T11:00:00Z", extendedProps: { calendar: Business } }) { id } }') });
    writes.push({ role: 'administrator', allowed: true, run: gqlOk('administrator', 'mutation { addPermission(name: "Выгрузка в 1С", assignedTo: [manager], grants: [{ action: read, subject: Employee }]) { id } }') });
    writes.push({ role: 'manager', allowed: false, run: gqlOk('manager', 'mutation { addPermission(name: "Своё право") { id } }') });
    const before = await storedState(app);
    for (const { role, allowed, run } of writes) {
      const status = await run();
      expect(status, `${role}`).toBe(allowed ? (status === 201 ? 201 : 200) : 403);
    }
    // The state compared above sees writes: these changed it.
    expect(await storedState(app)).not.toBe(before);
  });
});
