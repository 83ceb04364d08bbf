import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../../server/composition/migrations.js';
import { contractClock } from '../stores/support.js';
import { useUpgradedSchema } from './upgrade.js';
import { postgresStores } from '../../server/composition/stores.js';

/**
 * A database seeded before employees were editable (up to 0780): 0791 gives each row version 1, 0792 adds the
 * employee writes to the user management permission in the catalogue's order (once).
 */
describe('upgrading a seeded database to employee writes', () => {
  const { schema, db, migrateTo } = useUpgradedSchema();

  it('versions the rows and grants the writes in the catalogue’s order', async () => {
    await migrateTo('0780_api_keys');
    await sql`INSERT INTO permissions (id, position, name, assigned_to, created_date, version, grants) VALUES
      (1, 0, 'Управление пользователями', ARRAY['administrator']::text[], '01 янв 2026, 10:00', 1, '[{"action":"manage","subject":"User"},{"action":"update","subject":"Employee"},{"action":"manage","subject":"Account"}]'::jsonb)`.execute(db);
    await sql`INSERT INTO employees (id, avatar, full_name, post, email, city, start_date, salary, age, experience, status, start_key, salary_key, age_key, experience_key)
      VALUES (1, NULL, 'Анна', 'Юрист', 'anna@aurora.test', 'Казань', '03/07/2024', '$100.00', '30', '2 Years', 3, 20240307, 100, 30, 2)`.execute(db);

    expect(await migrateToLatest(db, schema)).toEqual(Object.keys(migrations).filter((name) => name > '0780_api_keys'));
    const stores = postgresStores(db, contractClock);
    const [permission] = await stores.permissions.all();
    expect(permission.grants).toEqual([
      { action: 'manage', subject: 'User' },
      { action: 'create', subject: 'Employee' },
      { action: 'update', subject: 'Employee' },
      { action: 'manage', subject: 'Account' },
    ]);
    expect(await stores.datatables.find(1)).toMatchObject({ version: 1, updatedBy: null, updatedAt: null, status: 3 });
    expect(await stores.datatables.findByEmail('ANNA@aurora.test')).toMatchObject({ id: 1 });
  }, 120_000);
});
