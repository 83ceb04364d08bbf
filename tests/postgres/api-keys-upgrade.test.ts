import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../../server/composition/migrations.js';
import { contractClock } from '../stores/support.js';
import { useUpgradedSchema } from './upgrade.js';
import { postgresStores } from '../../server/composition/stores.js';

/**
 * A database seeded before API keys (up to 0740): 0780 gives the API permissions their grants and retires the two
 * that governed nothing, keeping their roles consistent: a permission an administrator gave grants meanwhile stands
 * as it is, whether an API one or a retired one, so no role loses an ability.
 */
describe('upgrading a seeded database to API keys', () => {
  const { schema, db, migrateTo } = useUpgradedSchema();

  it('grants "Доступ к API" and "Управление API-ключами", retires the permissions that grant nothing, keeps edited ones', async () => {
    await migrateTo('0740_two_step');
    const edited = JSON.stringify([{ action: 'read', subject: 'AuditLog' }]);
    await sql`INSERT INTO permissions (id, position, name, assigned_to, created_date, version, grants) VALUES
      (18, 0, 'Доступ к API', ARRAY['administrator', 'manager']::text[], '01 янв 2026, 10:00', 1, '[]'::jsonb),
      (19, 1, 'Управление API-ключами', ARRAY['administrator']::text[], '01 янв 2026, 10:00', 1, ${edited}::jsonb),
      (24, 2, 'Резервное копирование', ARRAY['administrator']::text[], '01 янв 2026, 10:00', 1, '[]'::jsonb),
      (31, 3, 'Управление интеграциями', ARRAY['administrator', 'support']::text[], '01 янв 2026, 10:00', 1, ${edited}::jsonb),
      (7, 4, 'Просмотр счетов', ARRAY['manager']::text[], '01 янв 2026, 10:00', 1, '[{"action":"read","subject":"Invoice"}]'::jsonb)`.execute(db);

    expect(await migrateToLatest(db, schema)).toEqual(Object.keys(migrations).filter((name) => name > '0740_two_step'));
    const stores = postgresStores(db, contractClock);
    const byName = new Map((await stores.permissions.all()).map((p) => [p.name, p]));
    expect(byName.get('Доступ к API')).toMatchObject({ grants: [{ action: 'create', subject: 'ApiKey' }], assignedTo: ['administrator', 'manager'] });
    expect(byName.get('Управление API-ключами')).toMatchObject({ grants: [{ action: 'read', subject: 'AuditLog' }] });
    expect(byName.has('Резервное копирование')).toBe(false);
    expect(byName.get('Управление интеграциями')).toMatchObject({ grants: [{ action: 'read', subject: 'AuditLog' }], assignedTo: ['administrator', 'support'] });
    expect(byName.get('Просмотр счетов')).toMatchObject({ grants: [{ action: 'read', subject: 'Invoice' }] });
    const { rows } = await sql<{ columnName: string }>`SELECT column_name FROM information_schema.columns WHERE table_schema = ${schema} AND table_name = 'audit_events'`.execute(db);
    expect(rows.map((r) => r.columnName)).toContain('actor_via_key');
  }, 120_000);
});
