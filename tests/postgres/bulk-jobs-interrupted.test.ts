import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { STALE_AFTER_MS } from '../../server/bulk-jobs/runner.js';
import { build } from '../helper.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';

/**
 * Two instances on one database: a job left `running` by an instance that stopped (its heartbeat old) ends
 * `interrupted` when another instance starts; a job whose instance still beats is left running.
 */
describe('bulk jobs of a stopped instance', () => {
  const schema = uniqueSchema();
  const config = { databaseUrl: DATABASE_URL, databaseSchema: schema };
  afterAll(() => dropSchema(schema));

  it('the next instance to start ends the lost job interrupted, and leaves the live one', async () => {
    const first = await build({ config });
    try {
      const [admin] = (await first.repositories.accounts.all()).filter((account) => account.role === 'admin');
      const lost = await first.repositories.bulkJobs.create({ kind: 'tasks.update', ownerId: admin.id, total: 10 });
      const live = await first.repositories.bulkJobs.create({ kind: 'tasks.update', ownerId: admin.id, total: 10 });
      const old = new Date(Date.now() - STALE_AFTER_MS - 60_000).toISOString();
      await sql`UPDATE bulk_jobs SET heartbeat_at = ${old} WHERE id = ${lost.id}`.execute(first.db!);
      await first.repositories.bulkJobs.beat(live.id);

      const second = await build({ config });
      try {
        expect(await second.repositories.bulkJobs.find(lost.id)).toMatchObject({ status: 'interrupted', finishedAt: expect.any(String) });
        expect(await second.repositories.bulkJobs.find(live.id)).toMatchObject({ status: 'running', finishedAt: null });
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  }, 120_000);
});
