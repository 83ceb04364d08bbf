import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Listener } from '../../server/events/bus.js';
import type { LiveEvent, Topic } from '../../server/events/catalog.js';
import { liveEvent } from '../../server/events/envelope.js';
import { InProcessEventBus } from '../../server/events/in-process.js';
import type { Backoff, TransportLog } from '../../server/events/pg-listener.js';
import { PostgresEventBus } from '../../server/events/postgres.js';
import { defaultLiveEventsChannel, LIVE_EVENT_PAYLOADS_TABLE, liveEventsChannel } from '../../server/events/postgres-schema.js';
import { inlineMessage, NOTIFY_PAYLOAD_LIMIT } from '../../server/events/postgres-wire.js';
import { build, DEMO } from '../helper.js';
import { appStoreConfig, dropSchema, uniqueSchema } from '../stores/support.js';
import { connect, requester, startServer, subscribe, subscribed, tokenFor, type LiveClient, type LiveServer } from './support.js';
import { topicRules } from '../../server/composition/topics.js';

describe('choosing the event bus', () => {
  it('is the in-process bus when no database is configured', async () => {
    const app = await build();
    try {
      expect(app.events).toBeInstanceOf(InProcessEventBus);
    } finally {
      await app.close();
    }
  });

  it('gives each database schema its own channel, and refuses a name LISTEN and pg_notify could read differently', () => {
    expect(defaultLiveEventsChannel()).toBe('aurora_live_events');
    expect(defaultLiveEventsChannel('crm_eu')).toBe('aurora_live_events_crm_eu');
    const long = 's'.repeat(63);
    expect(liveEventsChannel(defaultLiveEventsChannel(long))).not.toBe(liveEventsChannel(defaultLiveEventsChannel(`${long.slice(1)}t`)));
    for (const bad of ['Aurora', 'live-events', '1st', '', 'x'.repeat(64)]) expect(() => liveEventsChannel(bad)).toThrow(/channel/);
  });
});

describe('events published together on the in-process bus', () => {
  it('reach sockets and then local consumers one by one, in order: the sockets a plain copy, the local consumers the event itself', () => {
    const bus = new InProcessEventBus(topicRules, (error) => expect.fail(`a listener failed: ${String(error)}`));
    const heard: string[] = [];
    bus.subscribe(['chat.read'], (event) => heard.push(`socket ${event.topic === 'chat.read' ? event.chatId : ''}`));
    bus.subscribeLocal(['chat.read'], (event) => heard.push(`local ${event.topic === 'chat.read' ? event.chatId : ''}`));
    const sent = [read(1), read(2)];
    let first: LiveEvent | undefined;
    bus.subscribe(['chat.read'], (event) => (first ??= event));
    const local: LiveEvent[] = [];
    bus.subscribeLocal(['chat.read'], (event) => local.push(event));

    bus.publishAll(sent);
    expect(heard).toEqual(['socket 1', 'local 1', 'socket 2', 'local 2']);
    expect(first).toEqual(copy(sent[0]));
    expect(first).not.toBe(sent[0]);
    expect(local[0]).toBe(sent[0]);
    expect(local[1]).toBe(sent[1]);
  });

  it('shows the delivery observers every event, those of topics nobody here listens to as well', () => {
    const bus = new InProcessEventBus(topicRules, (error) => expect.fail(`a listener failed: ${String(error)}`));
    const observed: string[] = [];
    bus.observeDeliveries((event, origin) => observed.push(`${event.topic} ${origin}`));
    const local: LiveEvent[] = [];
    bus.subscribeLocal(['chat.read'], (event) => local.push(event));

    bus.publishAll([read(1), message(1, 'никто не слушает'), read(2)]);
    bus.publish(message(2, 'и снова'));
    expect(observed).toEqual(['chat.read this_instance', 'chat.message this_instance', 'chat.read this_instance', 'chat.message this_instance']);
    expect(local.map((event) => event.topic)).toEqual(['chat.read', 'chat.read']);
  });
});

const databaseUrl = process.env.DATABASE_URL;

/** What the transport logged, to assert the reconnection was reported. */
function logSink() {
  const entries: { level: string; message: string }[] = [];
  const at =
    (level: string) =>
    (_details: object, message: string): void =>
      void entries.push({ level, message });
  const log: TransportLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, entries };
}

/** Everything one subscription heard, in order. */
function recorder(bus: PostgresEventBus, topics: readonly Topic[]) {
  const heard: LiveEvent[] = [];
  const stop = bus.subscribe(topics, (event) => heard.push(event));
  return { heard, stop };
}

const until = (check: () => void) => vi.waitFor(check, { timeout: 5000, interval: 5 });
const read = (chatId: number) => liveEvent({ topic: 'chat.read', chatId, readerId: 1, contactId: 2 });
const message = (id: number, text: string) =>
  liveEvent({ topic: 'chat.message', chatId: 7, members: [100, 3], message: { id, message: text, time: '2026-01-05T10:00:00.000Z', senderId: 100 }, created: false });
/** The event as any subscriber receives it: a plain JSON copy. */
const copy = (event: LiveEvent): LiveEvent => JSON.parse(JSON.stringify(event)) as LiveEvent;

if (databaseUrl) {
  describe('the PostgreSQL event bus (DATABASE_URL)', () => {
    let admin: pg.Client;
    const buses: PostgresEventBus[] = [];
    let channel = '';
    let markers = 0;

    beforeAll(async () => {
      admin = new pg.Client({ connectionString: databaseUrl });
      await admin.connect();
    });
    afterAll(() => admin.end());
    afterEach(async () => {
      await Promise.all(buses.splice(0).map((bus) => bus.close()));
      channel = '';
    });

    /** A new instance on this test's own channel (parallel test files and tests never hear each other). */
    async function instance(options: { report?: (error: unknown, event: LiveEvent) => void; log?: TransportLog; reconnect?: Backoff; schema?: string } = {}) {
      channel ||= `aurora_test_${randomBytes(12).toString('hex')}`;
      const bus = await PostgresEventBus.connect({
        connectionString: databaseUrl!,
        channel,
        schema: options.schema,
        topics: topicRules,
        report: options.report ?? ((error) => expect.fail(`a listener failed: ${String(error)}`)),
        log: options.log ?? logSink().log,
        reconnect: options.reconnect,
      });
      buses.push(bus);
      return bus;
    }

    /**
     * Waits until an event published on `from` after everything so far has reached `to`. Notifications reach
     * every listener in commit order, so whatever `from` (or anyone whose event `to` already heard) sent earlier
     * has been delivered by then, duplicates included: "exactly once" is asserted without sleeping.
     */
    async function barrier(from: PostgresEventBus, to: PostgresEventBus) {
      const marker = liveEvent({ topic: 'chat.user', userId: ++markers });
      let heard = false;
      const stop = to.subscribe(['chat.user'], (event) => {
        if (event.topic === 'chat.user' && event.userId === marker.userId) heard = true;
      });
      from.publish(marker);
      await until(() => expect(heard).toBe(true));
      stop();
    }

    /** Every notification on a channel from now on, as any listener reads them. */
    async function watch(on: string) {
      const notified: string[] = [];
      const watcher = new pg.Client({ connectionString: databaseUrl });
      await watcher.connect();
      watcher.on('notification', ({ payload }) => notified.push(payload ?? ''));
      await watcher.query(`LISTEN "${on}"`);
      return { notified, end: () => watcher.end() };
    }

    /** The LISTEN sessions of this test's channel, as an operator would find them. */
    async function listenSessions(): Promise<number[]> {
      const { rows } = await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE query = $1', [`LISTEN "${channel}"`]);
      return rows.map((row) => row.pid);
    }

    it('delivers an event to the subscribers of another instance, and to its own exactly once', async () => {
      const a = await instance();
      const b = await instance();
      const onA = recorder(a, ['chat.read']);
      const onB = recorder(b, ['chat.read']);
      const event = read(1);

      a.publish(event);
      expect(onA.heard).toEqual([copy(event)]);
      await until(() => expect(onB.heard).toHaveLength(1));
      // A's own notification came back to it before B's marker (commit order): skipped, not delivered twice.
      await barrier(b, a);
      expect(onA.heard).toEqual([copy(event)]);
      expect(onB.heard).toEqual([copy(event)]);
    });

    it('gives local consumers only the events of their own instance, after the sockets', async () => {
      const a = await instance();
      const b = await instance();
      const order: string[] = [];
      a.subscribe(['chat.read'], () => order.push('socket'));
      a.subscribeLocal(['chat.read'], () => order.push('local'));
      const localA: LiveEvent[] = [];
      const localB: LiveEvent[] = [];
      a.subscribeLocal(['chat.read', 'chat.user'], (event) => localA.push(event));
      b.subscribeLocal(['chat.read', 'chat.user'], (event) => localB.push(event));
      const fromA = read(1);
      const fromB = read(2);

      a.publish(fromA);
      expect(order).toEqual(['socket', 'local']);
      b.publish(fromB);
      await barrier(a, b);
      await barrier(b, a);
      // The markers of the barriers are local events of their publishers too.
      expect(localA.filter((event) => event.topic === 'chat.read')).toEqual([copy(fromA)]);
      expect(localB.filter((event) => event.topic === 'chat.read')).toEqual([copy(fromB)]);
      // No socket of B listens: the event was not copied for anyone, its consumer reads it as published.
      expect(localB.find((event) => event.topic === 'chat.read')).toBe(fromB);
    });

    it('gives a subscription only the topics it asked for, until it stops', async () => {
      const a = await instance();
      const b = await instance();
      const tasks = recorder(b, ['task']);
      const reads = recorder(b, ['chat.read']);
      expect(b.subscriberCount('task')).toBe(1);
      const task = liveEvent({
        topic: 'task',
        change: 'CREATED',
        task: { id: 9, title: 'Созвон', dueDate: '2026-12-05', description: '', assigneeId: null, guestAssignee: null, tags: [], isCompleted: false, isDeleted: false, isImportant: false, version: 1, updatedBy: null, updatedAt: null },
        previousAssigneeId: null,
      });

      a.publish(liveEvent({ topic: 'chat.typing', fromId: 1, toId: 2, isTyping: true, expiresAt: null }));
      a.publish(task);
      a.publish(read(1));
      await until(() => expect(reads.heard).toHaveLength(1));
      expect(tasks.heard).toEqual([copy(task)]);

      tasks.stop();
      expect(b.subscriberCount('task')).toBe(0);
      a.publish(task);
      a.publish(read(2));
      await until(() => expect(reads.heard).toHaveLength(2));
      expect(tasks.heard).toHaveLength(1);
    });

    it('keeps the publish order of a burst of 200 events, large ones among them', async () => {
      const a = await instance();
      const b = await instance();
      const onB = recorder(b, ['chat.message']);
      const big = 'Ж'.repeat(6000);
      const sent = Array.from({ length: 200 }, (_, i) => message(i, i % 40 === 7 ? `${i} ${big}` : `№ ${i}`));

      for (const event of sent) a.publish(event);
      await until(() => expect(onB.heard).toHaveLength(200));
      expect(onB.heard.map((event) => (event.topic === 'chat.message' ? event.message.id : -1))).toEqual(sent.map((_, i) => i));
      expect(onB.heard).toEqual(sent.map(copy));
    });

    it('carries a bulk change’s worth of events (5,000 at once, equal ones among them) in order, none dropped or folded', async () => {
      const a = await instance();
      const b = await instance();
      const onB = recorder(b, ['chat.message']);
      const burst = Array.from({ length: 5000 }, (_, i) => message(i % 2500, 'the same twice'));
      const sent = burst.map((event, i) => ({ ...event, at: burst[i % 2500].at }));

      for (const event of sent) a.publish(event);
      await until(() => expect(onB.heard).toHaveLength(5000));
      expect(onB.heard).toEqual(sent.map(copy));
    });

    it('carries events published together in one message, in order among single ones, small or through the payloads table', async () => {
      const a = await instance();
      const b = await instance();
      const onA = recorder(a, ['chat.message']);
      const onB = recorder(b, ['chat.message']);
      const few = [message(1, 'один'), message(2, 'два')];
      const many = Array.from({ length: 1000 }, (_, i) => message(100 + i, `строка ${i}`));
      const sent = [message(0, 'до'), ...few, ...many, message(9999, 'после')];
      const { notified, end } = await watch(channel);

      try {
        a.publish(sent[0]);
        a.publishAll(few);
        a.publishAll(many);
        a.publishAll([]);
        a.publish(sent.at(-1)!);
        expect(onA.heard).toEqual(sent.map(copy));
        await until(() => expect(onB.heard).toHaveLength(sent.length));
        expect(onB.heard).toEqual(sent.map(copy));
        // One notification per publish: the thousand went as one stored row, the two inline together.
        await until(() => expect(notified).toHaveLength(4));
        expect(notified.filter((payload) => payload.includes('"ref"'))).toHaveLength(1);
      } finally {
        await end();
      }
    });

    it('carries an event too large for a notification intact, through the payloads table', async () => {
      const a = await instance();
      const b = await instance();
      const onB = recorder(b, ['chat.message']);
      const tag = randomBytes(12).toString('hex');
      const text = `${tag} «Счёт» 🚀 "quoted" \\ back\u0000slash\n${'данные '.repeat(3000)}`;
      const large = message(1, text);
      // Searched in the stored text: PostgreSQL text cannot hold the NUL the message carries.
      const stored = `SELECT count(*) AS n FROM ${LIVE_EVENT_PAYLOADS_TABLE} WHERE strpos(payload::text, $1) > 0`;

      a.publish(large);
      await until(() => expect(onB.heard).toHaveLength(1));
      expect(onB.heard[0]).toEqual(copy(large));
      const { rows } = await admin.query<{ n: string }>(stored, [tag]);
      expect(rows[0].n).toBe('1');
    });

    it('stores large payloads as text compressed with lz4, and switches a payloads table made by an earlier version (json, pglz) to both', async () => {
      const schema = uniqueSchema();
      try {
        await admin.query(`CREATE SCHEMA ${schema}`);
        // The table as earlier versions made it: a json column with PostgreSQL's default compression (pglz).
        await admin.query(`CREATE TABLE ${schema}.${LIVE_EVENT_PAYLOADS_TABLE} (id bigserial PRIMARY KEY, payload json NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
        const a = await instance({ schema });
        const b = await instance({ schema });
        const onB = recorder(b, ['chat.message']);
        const large = message(1, 'данные '.repeat(3000));
        a.publish(large);
        await until(() => expect(onB.heard).toHaveLength(1));
        expect(onB.heard[0]).toEqual(copy(large));
        const { rows } = await admin.query<{ type: string; method: string | null }>(
          `SELECT pg_typeof(payload)::text AS type, pg_column_compression(payload) AS method FROM ${schema}.${LIVE_EVENT_PAYLOADS_TABLE}`,
        );
        expect(rows).toEqual([{ type: 'text', method: 'lz4' }]);
      } finally {
        await Promise.all(buses.splice(0).map((bus) => bus.close()));
        await dropSchema(schema);
      }
    });

    it('leaves a stored event of topics no socket listens to on an instance unread (unseen by its observers), and reads it once one does', async () => {
      const a = await instance();
      const b = await instance();
      const observed: string[] = [];
      b.observeDeliveries((event) => event.topic === 'chat.message' && observed.push(event.message.message.slice(0, 7)));
      const onB = recorder(b, ['chat.read']);
      // A local consumer takes only its own instance's events: it is no reason to read another's.
      const local: LiveEvent[] = [];
      b.subscribeLocal(['chat.message'], (event) => local.push(event));

      a.publish(message(1, `unheard${'x'.repeat(NOTIFY_PAYLOAD_LIMIT)}`));
      // Notifications arrive in commit order: once the barrier's event is in, the stored one has been seen (and left).
      await barrier(a, b);
      expect(observed).toEqual([]);

      const onMessages = recorder(b, ['chat.message']);
      a.publish(message(2, `heard!!${'x'.repeat(NOTIFY_PAYLOAD_LIMIT)}`));
      await until(() => expect(onMessages.heard).toHaveLength(1));
      expect(observed).toEqual(['heard!!']);
      expect(onB.heard).toEqual([]);
      expect(local).toEqual([]);
    });

    it('sends a notification right under the 8000-byte limit inline and one at the limit through the table', async () => {
      const a = await instance();
      const b = await instance();
      const onB = recorder(b, ['chat.message']);
      /** An event whose notification text is exactly `bytes` long: the instance's `id`-th (its sequence number). */
      const sized = (id: number, bytes: number) => {
        const bare = message(id, '');
        const overhead = Buffer.byteLength(inlineMessage(a.instanceId, JSON.stringify(bare), id));
        return { ...bare, message: { ...bare.message, message: 'x'.repeat(bytes - overhead) } };
      };
      const under = sized(1, NOTIFY_PAYLOAD_LIMIT - 1);
      const at = sized(2, NOTIFY_PAYLOAD_LIMIT);
      expect(Buffer.byteLength(inlineMessage(a.instanceId, JSON.stringify(under), 1))).toBe(NOTIFY_PAYLOAD_LIMIT - 1);

      a.publish(under);
      a.publish(at);
      await until(() => expect(onB.heard).toHaveLength(2));
      expect(onB.heard).toEqual([copy(under), copy(at)]);
    });

    it('prunes stored payloads older than a few minutes when it stores a new one', async () => {
      const { rows } = await admin.query<{ id: string }>(
        `INSERT INTO ${LIVE_EVENT_PAYLOADS_TABLE} (payload, created_at) VALUES ('{}', now() - interval '10 minutes') RETURNING id`,
      );
      const a = await instance();
      const b = await instance();
      const onB = recorder(b, ['chat.message']);

      a.publish(message(1, 'x'.repeat(NOTIFY_PAYLOAD_LIMIT)));
      await until(() => expect(onB.heard).toHaveLength(1));
      await until(async () => {
        const left = await admin.query(`SELECT 1 FROM ${LIVE_EVENT_PAYLOADS_TABLE} WHERE id = $1`, [rows[0].id]);
        expect(left.rowCount).toBe(0);
      });
    });

    it('reports a failing listener and still delivers to the others, never throwing into the write', async () => {
      const failures: { error: unknown; event: LiveEvent }[] = [];
      const report = (error: unknown, event: LiveEvent) => void failures.push({ error, event });
      const a = await instance({ report });
      const b = await instance({ report });
      const failing: Listener = () => {
        throw new Error('listener broke');
      };
      a.subscribeLocal(['chat.read'], failing);
      b.subscribe(['chat.read'], failing);
      const onA = recorder(a, ['chat.read']);
      const onB = recorder(b, ['chat.read']);
      const event = read(1);

      expect(() => a.publish(event)).not.toThrow();
      await until(() => expect(onB.heard).toHaveLength(1));
      expect(onA.heard).toEqual([copy(event)]);
      expect(failures.map(({ error, event }) => [(error as Error).message, event])).toEqual([
        ['listener broke', copy(event)],
        ['listener broke', copy(event)],
      ]);
    });

    it('sends what was published before close(), then ends its connections and delivers nothing more', async () => {
      const a = await instance();
      const b = await instance();
      const onA = recorder(a, ['chat.read']);
      const onB = recorder(b, ['chat.read']);
      expect(await listenSessions()).toHaveLength(2);

      a.publish(read(1));
      await a.close();
      await until(() => expect(onB.heard).toHaveLength(1));
      expect(() => a.publish(read(2))).not.toThrow();
      expect(onA.heard).toHaveLength(1);
      expect(a.subscriberCount('chat.read')).toBe(0);
      await a.close();
      await until(async () => expect(await listenSessions()).toHaveLength(1));
    });

    it('reconnects a LISTEN connection the database ended, says so, and hears later events', async () => {
      const { log, entries } = logSink();
      const b = await instance({ log, reconnect: { minMs: 20, maxMs: 200 } });
      const [listening] = await listenSessions();
      const a = await instance();
      const onB = recorder(b, ['chat.read']);

      await admin.query('SELECT pg_terminate_backend($1)', [listening]);
      await until(() => expect(entries.map((entry) => entry.message)).toContain('live events: listening again'));
      expect(entries[0]).toMatchObject({ level: 'warn', message: 'live events: the LISTEN connection was lost, reconnecting' });
      expect(await listenSessions()).not.toContain(listening);

      const later = read(1);
      a.publish(later);
      await until(() => expect(onB.heard).toEqual([copy(later)]));
    });

    describe('between two apps on one database', () => {
      // One schema for both (dropped after the file): the store and, by default, the live events channel are theirs.
      const store = appStoreConfig('postgres');
      const servers: LiveServer[] = [];
      const sockets: LiveClient[] = [];
      afterEach(async () => {
        await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
        await Promise.all(servers.splice(0).map((server) => server.close()));
      });

      async function userChanges(server: LiveServer, token: string) {
        const socket = connect(server.url, { accessToken: token });
        sockets.push(socket);
        await socket.connected;
        const sub = subscribe<{ userChanged: unknown }>(socket.client, 'subscription { userChanged { change user { id fullName } actor { id } } }');
        await subscribed(server.app, 'user');
        return sub;
      }

      it('a subscription on one app receives a change made through the other, each socket once', async () => {
        servers.push(await startServer({ config: store }), await startServer({ config: store }));
        const [a, b] = servers;
        expect(a.app.events).toBeInstanceOf(PostgresEventBus);
        const { rows } = await admin.query('SELECT to_regclass($1) AS payloads', [`"${store.databaseSchema}".${LIVE_EVENT_PAYLOADS_TABLE}`]);
        expect(rows[0].payloads).not.toBeNull();
        const tokenA = await tokenFor(a.app, DEMO.admin.email, DEMO.admin.password);
        const tokenB = await tokenFor(b.app, DEMO.admin.email, DEMO.admin.password);
        const onA = await userChanges(a, tokenA);
        const onB = await userChanges(b, tokenB);

        const added = await requester(a.app, tokenA).rest({
          method: 'POST',
          url: '/apps/users/add-user',
          payload: { fullName: 'Тимофей Гаврилов', username: 'timofey.g', email: 'timofey@example.com', role: 'editor', currentPlan: 'team' },
        });
        expect(added.statusCode).toBe(201);
        const created = { userChanged: { change: 'CREATED', user: { fullName: 'Тимофей Гаврилов' }, actor: { id: '1' } } };
        expect((await onB.next(5000)).data).toMatchObject(created);
        expect((await onA.next(5000)).data).toMatchObject(created);

        // A write on B, after A's event reached B: had A delivered its own notification again, it would come first.
        // The user B deletes is the one A created: the two apps share the store.
        const { id } = added.json<{ user: { id: number } }>().user;
        const deleted = await requester(b.app, tokenB).graphql('mutation ($id: ID!) { deleteUser(id: $id) { id } }', { id });
        expect(deleted.errors).toBeUndefined();
        const gone = { userChanged: { change: 'DELETED', user: { id: String(id), fullName: 'Тимофей Гаврилов' } } };
        expect((await onA.next(5000)).data).toMatchObject(gone);
        expect((await onB.next(5000)).data).toMatchObject(gone);
      });

      it('a bulk job on one app reaches task and audit subscriptions on the other by reference: each record as the store holds it, none on the wire', async () => {
        servers.push(await startServer({ config: store }), await startServer({ config: store }));
        const [a, b] = servers;
        const tokenA = await tokenFor(a.app, DEMO.admin.email, DEMO.admin.password);
        const tokenB = await tokenFor(b.app, DEMO.admin.email, DEMO.admin.password);
        const socket = connect(b.url, { accessToken: tokenB });
        sockets.push(socket);
        await socket.connected;
        type TaskChanged = { taskChanged: { change: string; task: { id: string; title: string; isImportant: boolean; version: number; tags: string[] }; actor: { id: string } } };
        type AuditAdded = { auditEventAdded: { id: string; subject: string; recordId: string; batchId: string; changes: { field: string; after: unknown }[] } };
        const tasksOnB = subscribe<TaskChanged>(socket.client, 'subscription { taskChanged { change task { id title isImportant version tags } actor { id } } }');
        const auditOnB = subscribe<AuditAdded>(socket.client, 'subscription { auditEventAdded { id subject recordId batchId changes { field after } } }');
        await subscribed(b.app, 'task');
        await subscribed(b.app, 'audit');
        // What the notifications of the job carry.
        const { notified, end } = await watch(liveEventsChannel(defaultLiveEventsChannel(store.databaseSchema)));

        try {
          const picked = (await a.app.repositories.todo.list()).filter((task) => !task.isImportant).slice(0, 3);
          const started = await requester(a.app, tokenA).graphql<{ bulkUpdateTasks: { id: string; batchId: string } }>(
            'mutation ($ids: [ID!]) { bulkUpdateTasks(selection: { ids: $ids }, patch: { isImportant: true }) { id batchId } }',
            { ids: picked.map((task) => String(task.id)) },
          );
          expect(started.errors).toBeUndefined();
          const { batchId } = started.data!.bulkUpdateTasks;

          const tasks = (await Promise.all(picked.map(() => tasksOnB.next(10_000)))).map(({ data }) => data!.taskChanged);
          const audits = (await Promise.all(picked.map(() => auditOnB.next(10_000)))).map(({ data }) => data!.auditEventAdded);
          const stored = await b.app.repositories.todo.findMany(picked.map((task) => task.id));
          expect(tasks).toEqual(
            stored.map((task) => ({
              change: 'UPDATED',
              task: { id: String(task.id), title: task.title, isImportant: true, version: task.version, tags: task.tags },
              actor: { id: '1' },
            })),
          );
          expect(stored.map((task) => task.version)).toEqual(picked.map((task) => task.version + 1));
          expect(audits).toEqual(
            picked.map((task) => ({
              id: expect.any(String),
              subject: 'Task',
              recordId: String(task.id),
              batchId,
              changes: expect.arrayContaining([{ field: 'isImportant', after: true }]),
            })),
          );
          // On the wire, the chunk's tasks and audit events went as references: neither a title nor a change.
          await until(() => expect(notified.filter((payload) => payload.includes('"byReference"'))).toHaveLength(2));
          for (const task of picked) expect(notified.some((payload) => payload.includes(task.title))).toBe(false);
          expect(notified.some((payload) => payload.includes('isImportant'))).toBe(false);
        } finally {
          await end();
        }
      });
    });
  });
}
