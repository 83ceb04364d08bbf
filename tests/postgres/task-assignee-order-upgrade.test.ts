import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, migrations } from '../../server/composition/migrations.js';
import { postgresStores } from '../../server/composition/stores.js';
import { contractClock } from '../stores/support.js';
import { useUpgradedSchema } from './upgrade.js';

const BEFORE = '0797_notification_batches';

/**
 * A database whose assignee order was an index of `tasks` (up to 0797): 0798 copies each task's deletion and
 * assignee into `task_assignee_order`, moves the index there, and from then on a reassignment reaches the copy.
 */
describe('upgrading a seeded database to the assignee order table', () => {
  const { schema, db, migrateTo } = useUpgradedSchema();

  /**
   * The indexes of `tasks` reading an assignee column. From the catalogue's columns, not pg_indexes: that view reads
   * the definitions of other schemas' indexes too, which other test files drop meanwhile.
   */
  const assigneeIndexes = async () =>
    (
      await sql<{ name: string }>`SELECT c.relname AS name FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY (i.indkey)
        WHERE n.nspname = ${schema} AND t.relname = 'tasks' AND a.attname LIKE 'assignee%'`.execute(db)
    ).rows.map((row) => row.name);

  it('lists the tasks it held by assignee, and a reassigned one in its new place; no index of tasks reads the assignee', async () => {
    await migrateTo(BEFORE);
    expect(await assigneeIndexes()).toEqual(['tasks_by_assignee']);
    await sql`INSERT INTO team_members (id, full_name) VALUES (1, 'Анна Смирнова'), (2, 'Борис Петров')`.execute(db);
    await sql`INSERT INTO tasks (id, title, due_date, description, assignee_id, tags, is_completed, is_deleted, is_important, search, version, assignee_name) VALUES
      (1, 'Первая', '2031-03-07T10:00:00Z', '', 2, ARRAY['team'], false, false, false, 'первая', 1, 'Борис Петров'),
      (2, 'Вторая', '2031-03-08T10:00:00Z', '', 1, ARRAY['team'], false, false, false, 'вторая', 1, 'Анна Смирнова'),
      (3, 'Третья', '2031-03-09T10:00:00Z', '', NULL, ARRAY['team'], false, true, false, 'третья', 1, NULL)`.execute(db);

    expect(await migrateToLatest(db, schema)).toEqual(Object.keys(migrations).filter((name) => name > BEFORE));
    expect(await assigneeIndexes()).toEqual([]);
    const todo = postgresStores(db, contractClock).todo;
    const byAssignee = async (filter?: 'deleted') => (await todo.list({ sortBy: 'assignee', filter }, { page: 1, perPage: 10 })).items.map((task) => task.id);
    expect(await byAssignee()).toEqual([2, 1]);
    expect(await byAssignee('deleted')).toEqual([3]);
    await todo.update(2, { assignee: { id: 2 } });
    expect(await byAssignee()).toEqual([2, 1]);
    await todo.update(1, { assignee: { id: 1 } });
    expect(await byAssignee()).toEqual([1, 2]);
    await todo.update(3, { isDeleted: false });
    expect(await byAssignee()).toEqual([1, 2, 3]);
  }, 120_000);
});
