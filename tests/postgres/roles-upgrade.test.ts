import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { hashPassword, ROLE_DEMO_ACCOUNTS } from '../../seed/accounts.js';
import { SEED_GRANTS, seedAssignment } from '../../seed/permissions.js';
import { migrateToLatest, migrations } from '../../server/composition/migrations.js';
import { postgresStores } from '../../server/composition/stores.js';
import { contractClock } from '../stores/support.js';
import { useUpgradedSchema } from './upgrade.js';

/**
 * A database seeded before roles governed (migrations up to 0621: accounts with their own ability lists,
 * permissions without grants) keeps what its accounts could do after 0700/0701: the seeded permissions get their
 * grants and deliberate roles, the chat contacts (client + chat + tasks) the `user` role, and the demo accounts
 * of the permission roles are added.
 */
describe('upgrading a seeded database to governing roles', () => {
  const { schema, db, migrateTo } = useUpgradedSchema();

  it('gives the seeded permissions their grants, the contacts the user role, and adds the role demo accounts', async () => {
    await migrateTo('0621_email_row_count');
    const chat = JSON.stringify([{ action: 'read', subject: 'ACL' }, { action: 'read', subject: 'Auth' }, { action: 'manage', subject: 'Chat' }, { action: 'read', subject: 'Task' }]);
    const client = JSON.stringify([{ action: 'read', subject: 'ACL' }, { action: 'read', subject: 'Auth' }]);
    await sql`INSERT INTO accounts (id, full_name, username, email, avatar, role, ability, password_hash, team_member_id) VALUES
      (1, 'Анна', 'anna.admin', 'admin@demo.com', NULL, 'admin', '[{"action":"manage","subject":"all"}]'::jsonb, ${hashPassword('admin', 'upgrade')}, NULL),
      (2, 'Игорь', 'igor.client', 'client@demo.com', NULL, 'client', ${client}::jsonb, ${hashPassword('client', 'upgrade')}, NULL),
      (3, 'Ольга', 'olga', 'olga@demo.com', NULL, 'client', ${chat}::jsonb, ${hashPassword('demo', 'upgrade')}, 1)`.execute(db);
    await sql`INSERT INTO permissions (id, position, name, assigned_to, created_date, version) VALUES
      (1, 0, 'Просмотр счетов', ARRAY['support']::text[], '01 янв 2026, 10:00', 1),
      (2, 1, 'Своё право', ARRAY['manager']::text[], '01 янв 2026, 10:00', 1)`.execute(db);
    await sql`INSERT INTO app_meta (key, value) VALUES ('seeded', 'before roles governed')`.execute(db);

    expect(await migrateToLatest(db, schema)).toEqual(Object.keys(migrations).filter((name) => name > '0621_email_row_count'));
    const stores = postgresStores(db, contractClock);
    const [viewInvoices, own] = await stores.permissions.all();
    expect(viewInvoices).toMatchObject({ name: 'Просмотр счетов', grants: SEED_GRANTS.get('Просмотр счетов'), assignedTo: seedAssignment('Просмотр счетов') });
    expect(own).toMatchObject({ name: 'Своё право', grants: [], assignedTo: ['manager'] });
    const accounts = await stores.accounts.all();
    expect(accounts.slice(0, 3).map((a) => [a.email, a.role, a.active])).toEqual([
      ['admin@demo.com', 'admin', true],
      ['client@demo.com', 'client', true],
      ['olga@demo.com', 'user', true],
    ]);
    expect(accounts.slice(3).map((a) => [a.id, a.email, a.role])).toEqual(ROLE_DEMO_ACCOUNTS.map(({ role, key }, i) => [4 + i, `${key}@demo.com`, role]));
    expect((await stores.accounts.authenticate('manager@demo.com', 'manager'))?.role).toBe('manager');
    // Kysely's CamelCasePlugin renames result keys: `column_name` reads back as `columnName`.
    const { rows } = await sql<{ columnName: string }>`SELECT column_name FROM information_schema.columns WHERE table_schema = ${schema} AND table_name = 'accounts'`.execute(db);
    const columns = rows.map((r) => r.columnName);
    expect(columns).toContain('email');
    expect(columns).not.toContain('ability');
  }, 120_000);
});
