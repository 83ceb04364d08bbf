import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, startProductServer, type RunningServer } from '../e2e/support/server.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';

/**
 * Durability: `kill -9` during a stream of acknowledged writes, then a restart on the same database:
 * every write the server acknowledged is there. A real server process (tsx over the source) on a schema
 * of its own; writes run four at a time so some are in flight at the kill. This folder runs only when
 * DATABASE_URL is set (vitest.config.ts).
 */
const schema = uniqueSchema();
const env = { DATABASE_URL: DATABASE_URL ?? '', DATABASE_SCHEMA: schema };

describe('durability on PostgreSQL', () => {
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await dropSchema(schema);
  });

  it('keeps every acknowledged write across kill -9 and a restart', async () => {
    const first = await startProductServer({ env, fromSource: true });
    servers.push(first);
    const token = await adminToken(first.baseUrl);
    const acknowledged: { id: number; email: string }[] = [];
    let killed = false;
    let n = 0;
    const writer = async () => {
      while (!killed) {
        const i = n++;
        const email = `durable${i}@example.com`;
        try {
          const res = await fetch(`${first.baseUrl}/apps/users/add-user`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ fullName: `Надёжный ${i}`, username: `durable${i}`, email, role: 'editor', currentPlan: 'team' }),
          });
          if (res.status === 201) acknowledged.push({ id: ((await res.json()) as { user: { id: number } }).user.id, email });
        } catch {
          // The connection died with the server: not acknowledged, so no promise was made.
        }
      }
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    while (acknowledged.length < 60) await new Promise((resolve) => setTimeout(resolve, 20));
    await first.kill();
    killed = true;
    await writers;

    const second = await startProductServer({ env, fromSource: true });
    servers.push(second);
    const again = await adminToken(second.baseUrl);
    const res = await fetch(`${second.baseUrl}/api/users/list/all-data`, { headers: { authorization: `Bearer ${again}` } });
    const stored = new Map(((await res.json()) as { id: number; email: string }[]).map((u) => [u.id, u.email]));
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);
    for (const { id, email } of acknowledged) expect(stored.get(id), `user ${id}`).toBe(email);
  }, 180_000);
});
