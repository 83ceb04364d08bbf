import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config.js';
import { build, injectAs } from '../helper.js';
import { DATABASE_URL, dropSchema, uniqueSchema } from '../stores/support.js';

/**
 * The audit log on PostgreSQL: an event commits with its change or neither does, and
 * AUDIT_RETENTION_DAYS prunes older events. Each app here shares one schema of this file's own.
 */
const schema = uniqueSchema();
const config = { databaseUrl: DATABASE_URL, databaseSchema: schema };
const DAY = 24 * 60 * 60 * 1000;
const INVOICE = { clientId: 3, issuedDate: '2026-11-01', dueDate: '2026-11-30', service: 'Аудит', total: 1200, balance: 0, invoiceStatus: 'Paid' };

afterAll(() => dropSchema(schema));

describe('the audit log on PostgreSQL', () => {
  it('a change whose event cannot be written is not made: the transaction carries both', async () => {
    const app = await build({ config });
    try {
      const admin = injectAs(app, 'admin');
      const { invoice } = (await admin({ method: 'POST', url: '/apps/invoice/add-invoice', payload: INVOICE })).json();
      const db = app.db!;
      const count = async () => Number((await sql<{ n: string }>`SELECT count(*) AS n FROM audit_events`.execute(db)).rows[0].n);
      const events = await count();
      const invoices = (await app.repositories.invoices.all()).length;
      await sql`ALTER TABLE audit_events ADD CONSTRAINT refuse_events CHECK (false) NOT VALID`.execute(db);
      try {
        expect((await admin({ method: 'POST', url: '/apps/invoice/update-invoice', payload: { ...INVOICE, id: invoice.id, total: 1500 } })).statusCode).toBe(500);
        expect((await admin({ method: 'POST', url: '/apps/invoice/add-invoice', payload: INVOICE })).statusCode).toBe(500);
        expect((await admin({ method: 'DELETE', url: `/apps/invoice/delete?id=${invoice.id}` })).statusCode).toBe(500);
      } finally {
        await sql`ALTER TABLE audit_events DROP CONSTRAINT refuse_events`.execute(db);
      }
      expect(await app.repositories.invoices.get(invoice.id)).toMatchObject({ total: 1200, version: 1 });
      expect((await app.repositories.invoices.all()).length).toBe(invoices);
      expect(await count()).toBe(events);
    } finally {
      await app.close();
    }
  });

  it('prunes events older than AUDIT_RETENTION_DAYS when it starts, keeping the newer ones', async () => {
    const now = Date.now();
    const then = await build({ config, clock: () => new Date(now - 40 * DAY) });
    const recent = await build({ config, clock: () => new Date(now - 10 * DAY) });
    let old: number;
    let kept: number;
    try {
      old = (await injectAs(then, 'admin')({ method: 'POST', url: '/apps/invoice/add-invoice', payload: INVOICE })).json().invoice.id;
      kept = (await injectAs(recent, 'admin')({ method: 'POST', url: '/apps/invoice/add-invoice', payload: INVOICE })).json().invoice.id;
    } finally {
      await Promise.all([then.close(), recent.close()]);
    }
    const app = await build({ config: { ...config, auditRetentionDays: 30 } });
    try {
      const ofInvoice = async (id: number) => (await app.repositories.audit.list({ subject: 'Invoice', recordId: String(id) })).items;
      await expect.poll(() => ofInvoice(old)).toEqual([]);
      expect((await ofInvoice(kept)).map((e) => e.action)).toEqual(['create']);
    } finally {
      await app.close();
    }
  });

  it('AUDIT_RETENTION_DAYS is a positive whole number of days, 365 unless set', () => {
    const env = { DATABASE_URL: 'postgres://x', JWT_SECRET: 'a'.repeat(32), JWT_REFRESH_SECRET: 'b'.repeat(32), TWO_STEP_ENCRYPTION_KEY: 'c'.repeat(32) };
    expect(configFromEnv(env).config.auditRetentionDays).toBe(365);
    expect(configFromEnv({ ...env, AUDIT_RETENTION_DAYS: '30' }).config.auditRetentionDays).toBe(30);
    expect(() => configFromEnv({ ...env, AUDIT_RETENTION_DAYS: '0' })).toThrow(/AUDIT_RETENTION_DAYS/);
    expect(() => configFromEnv({ ...env, AUDIT_RETENTION_DAYS: 'a year' })).toThrow(/AUDIT_RETENTION_DAYS/);
  });
});
