import { createMongoAbility } from '@casl/ability';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { SEED_GRANTS, seedAssignment } from '../../seed/permissions.js';
import type { AbilityRule, Action, AppAbility, Subject } from '../../server/access/abilities.js';
import { DEMO } from '../helper.js';
import { unwrap } from '../late-bound.js';
import type { PermissionRole } from '../../server/access/roles.js';

/** The demo account of every role (tests/helper.ts DEMO) and the account role it holds. */
export const ROLE_ACCOUNTS = {
  admin: 'admin',
  client: 'client',
  administrator: 'administrator',
  manager: 'manager',
  support: 'support',
  user: 'user',
  restricted: 'restricted-user',
} as const satisfies Record<keyof typeof DEMO, string>;

export type DemoRole = keyof typeof ROLE_ACCOUNTS;
export const DEMO_ROLES = Object.keys(ROLE_ACCOUNTS) as DemoRole[];

/**
 * What each demo account may do, worked out from the seed as the issue states the rule (spec section 6 for admin
 * and client; `read Auth` plus the grants of the permissions assigned to the role for the others), with CASL
 * alone: none of the server's ability code is used to say what the server must allow.
 */
export function expectedAbility(role: DemoRole): AppAbility {
  const key = ROLE_ACCOUNTS[role];
  if (key === 'admin') return createMongoAbility<[Action, Subject]>([{ action: 'manage', subject: 'all' }]);
  if (key === 'client') {
    return createMongoAbility<[Action, Subject]>([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
  }
  const rules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];
  for (const [name, grants] of SEED_GRANTS) if (seedAssignment(name).includes(key as PermissionRole)) rules.push(...grants);
  return createMongoAbility<[Action, Subject]>(rules);
}

/** Tables whose rows change without any request (presence heartbeats, the live bus's overflow) or belong to the migrator. */
const VOLATILE_TABLES = new Set(['chat_presence', 'live_event_payloads', 'kysely_migration', 'kysely_migration_lock']);

/**
 * Everything stored, as one text to compare before and after: the memory store's repositories (as the shared-app
 * helper compares them), or every table of the PostgreSQL schema, each row as text in a stable order. A login's
 * last sign-in is left out, as in tests/helper.ts.
 */
export async function storedState(app: FastifyInstance): Promise<string> {
  const instance = unwrap(app);
  if (!instance.db) return JSON.stringify(instance.repositories, (key, value: unknown) => (key === 'lastSignInAt' ? undefined : value instanceof Map ? [...value] : value instanceof Set ? [...value] : value));
  const { rows: tables } = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`.execute(instance.db);
  const parts: string[] = [];
  for (const { name } of tables.filter((t) => !VOLATILE_TABLES.has(t.name))) {
    const exclude = name === 'accounts' ? sql`(to_jsonb(t) - 'last_sign_in_at')::text` : sql`t::text`;
    const { rows } = await sql<{ digest: string | null }>`SELECT md5(string_agg(${exclude}, ',' ORDER BY ${exclude})) AS digest FROM ${sql.table(name)} t`.execute(instance.db);
    parts.push(`${name}:${rows[0]?.digest ?? ''}`);
  }
  return parts.join('\n');
}
