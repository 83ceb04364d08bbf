import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createSeed } from '../../seed/index.js';
import { migrateToLatest, migrations } from '../../server/composition/migrations.js';
import { memoryStores, postgresStores } from '../../server/composition/stores.js';
import { contractClock } from '../stores/support.js';
import { useUpgradedSchema } from './upgrade.js';

/**
 * A database seeded before the content pages moved to PostgreSQL (migrations up to 0420) gets the content
 * seed from the migration that adds them: its `seeded` marker keeps the seed loader from running again.
 */
describe('upgrading a seeded database to the content tables', () => {
  const { schema, db, migrateTo } = useUpgradedSchema();

  it('fills the content tables once, as the seed loader would have', async () => {
    await migrateTo('0420_account_settings');
    const seed = createSeed();
    await db.transaction().execute(async (trx) => {
      // The accounts as that schema held them: each with its ability list (0701 replaced it by the role's).
      for (const a of seed.accounts) {
        await sql`INSERT INTO accounts (id, full_name, username, email, avatar, role, ability, password_hash, team_member_id)
          VALUES (${a.id}, ${a.fullName}, ${a.username}, ${a.email}, ${a.avatar}, ${a.role}, '[]'::jsonb, ${a.passwordHash}, ${a.teamMemberId ?? null})`.execute(trx);
      }
      await trx.insertInto('app_meta').values({ key: 'seeded', value: 'before the content tables' }).execute();
    });
    expect(await migrateToLatest(db, schema)).toContain('0549_content_seed_for_seeded_databases');
    const reads = (content: ReturnType<typeof memoryStores>['content']) =>
      Promise.all([content.blog.list(), content.profile.view(1), content.faq.search(), content.knowledgeBase.cards(), content.pricing.get(), content.cards.revenue(), content.autocomplete.search()]);
    expect(await reads(postgresStores(db, contractClock).content)).toStrictEqual(await reads(memoryStores(seed, contractClock).content));
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM blog_posts`.execute(db);
    expect(rows[0].n).toBe(seed.content.blog.length);
  });
});
