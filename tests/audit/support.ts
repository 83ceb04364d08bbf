import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AuditEventRecord } from '../../server/audit/models.js';
import { graphqlAs, injectAs } from '../helper.js';

/** The demo admin as events name it. */
export const ADMIN_ACTOR = { id: 1, fullName: 'Анна Смирнова', role: 'admin' } as const;

/** The log through its REST face, as the admin: marks and what was recorded since. */
export function auditLog(app: FastifyInstance) {
  const admin = injectAs(app, 'admin');
  const page = async (query: string): Promise<{ items: AuditEventRecord[]; nextCursor: string | null }> => {
    const res = await admin({ method: 'GET', url: `/api/audit-log?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  return {
    page,
    /** The newest event's id (0 for none): what later events are counted from. */
    async mark(): Promise<number> {
      return (await page('first=1')).items[0]?.id ?? 0;
    },
    /** Every event recorded after `mark` (optionally filtered, e.g. `subject=Invoice`), oldest first. */
    async since(mark: number, filter = ''): Promise<AuditEventRecord[]> {
      const events: AuditEventRecord[] = [];
      let after: string | null = null;
      do {
        const next: { items: AuditEventRecord[]; nextCursor: string | null } = await page(`first=100${filter ? `&${filter}` : ''}${after ? `&after=${after}` : ''}`);
        const newer = next.items.filter((event) => event.id > mark);
        events.push(...newer);
        after = newer.length === next.items.length ? next.nextCursor : null;
      } while (after);
      return events.reverse();
    },
  };
}

/** Signs the admin and the client in (a sign-in is an event), so a test's mark comes after. */
export async function signedIn(app: FastifyInstance): Promise<void> {
  await injectAs(app, 'admin')({ method: 'GET', url: '/api/bookmarks/data' });
  await injectAs(app, 'client')({ method: 'GET', url: '/api/bookmarks/data' });
}

/** A GraphQL operation as the admin that must succeed. */
export function adminData(app: FastifyInstance) {
  const gql = graphqlAs(app, 'admin');
  return async <T>(query: string, variables?: Record<string, unknown>): Promise<T> => {
    const res = await gql<T>(query, variables);
    expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
    return res.data as T;
  };
}

/** A JSON body of a REST write as the admin that must succeed (any 2xx). */
export function adminWrite(app: FastifyInstance) {
  const admin = injectAs(app, 'admin');
  return async <T = Record<string, unknown>>(method: 'POST' | 'DELETE', url: string, payload?: object): Promise<T> => {
    const res = await admin({ method, url, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
}

/** The change of one field in an event. */
export function changeOf(event: AuditEventRecord, field: string) {
  return event.changes.find((change) => change.field === field);
}
