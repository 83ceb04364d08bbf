import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build, getJsonAs } from '../helper.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';

/**
 * Issue 30: instances of a deploy start at the same moment on a schema that does not exist yet (two replicas
 * behind a load balancer, parallel CI files). Every start-up step they share (creating the schema, migrating,
 * seeding, the live events' payloads table) must be safe to run together: no instance may crash, and every one
 * serves the same data afterwards. In-process apps on one database race exactly as processes do (each has its own
 * connections); the race is in PostgreSQL, so many rounds give it many chances.
 */
const INSTANCES = 4;
const ROUNDS = 10;

describe('instances starting together on a schema that does not exist yet', () => {
  it(`all start and serve, ${INSTANCES} at once, ${ROUNDS} rounds`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const schema = uniqueSchema();
      const config = { databaseUrl: DATABASE_URL, databaseSchema: schema, logger: false };
      const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => build({ config })));
      const apps = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        const failures = started.flatMap((result) => (result.status === 'rejected' ? [`round ${round}: ${String(result.reason)}`] : []));
        expect(failures).toEqual([]);
        const totals = await Promise.all(apps.map(async (app: FastifyInstance) => (await getJsonAs(app, 'admin')<{ total: number }>('/api/users/list/data?perPage=1')).total));
        // One seed, loaded once: every instance counts the same rows.
        expect(new Set(totals).size, `round ${round}: ${totals.join(', ')}`).toBe(1);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await dropSchema(schema);
      }
    }
  }, 240_000);
});
