import { sql, type Kysely, type Transaction } from 'kysely';
import { SEED_STAMP } from '../common/record-versions.js';
import type { Database } from '../db/database.js';
import { RU_COLLATE, searchText } from '../db/queries.js';
import { insertInBatches } from '../db/seeding.js';
import type { ClientRecord, InvoiceRecord, PaymentDetails, InvoiceSeed } from './models.js';
import { searchedFields } from './rules.js';
import { countGroups, countRows, stopCountingGroups } from '../db/meta.js';

declare module '../db/database.js' {
  interface Database extends InvoiceTables {}
}

export interface InvoiceTables {
  invoice_clients: ClientRecord;
  /**
   * `searchText`: the searched fields of rules.ts, folded and joined as server/db/queries.ts `searchText` joins
   * them (one trigram index serves the search); `client…`: the client's sorted fields, copied so a sort by
   * them is an index walk (clients are read-only: the copies never go stale).
   */
  invoices: InvoiceRecord & { searchText: string } & ClientSortColumns;
  /** One row (id 1): the fixed sample bank details. */
  invoice_payment_details: PaymentDetails & { id: number };
}

/** The client's fields a list sorts by, as an invoice's row copies them. */
export interface ClientSortColumns {
  clientName: string;
  clientCompany: string;
  clientCompanyEmail: string;
  clientCountry: string;
}

/** The list's sorts by the client's fields (dotted, as legacy clients send them), by column of the row. */
export const CLIENT_SORTS = {
  'client.name': 'clientName',
  'client.companyEmail': 'clientCompanyEmail',
  'client.company': 'clientCompany',
  'client.country': 'clientCountry',
} as const satisfies Record<string, keyof ClientSortColumns>;

/** What an invoice's row holds beyond the record. */
export function invoiceRow(invoice: InvoiceRecord, client: ClientRecord): InvoiceTables['invoices'] {
  return {
    ...invoice,
    searchText: searchText(searchedFields(invoice, client)),
    clientName: client.name,
    clientCompany: client.company,
    clientCompanyEmail: client.companyEmail,
    clientCountry: client.country,
  };
}

/**
 * The list at a million rows (bench/postgres-scale.ts): a sort by a client field joined and sorted the whole
 * table (0.6 s), so rows copy the client's sorted fields with an index each; status-only totals come from
 * group counts.
 */
export const invoiceListAtScaleMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    for (const column of CLIENT_COLUMNS) await sql`ALTER TABLE invoices ADD COLUMN ${sql.id(column)} text ${RU_COLLATE}`.execute(db);
    await sql`UPDATE invoices SET client_name = c.name, client_company = c.company, client_company_email = c.company_email, client_country = c.country
      FROM invoice_clients c WHERE c.id = invoices.client_id`.execute(db);
    for (const column of CLIENT_COLUMNS) {
      await sql`ALTER TABLE invoices ALTER COLUMN ${sql.id(column)} SET NOT NULL`.execute(db);
      await sql`CREATE INDEX ${sql.id(`invoices_by_${column}`)} ON invoices (${sql.id(column)}, id)`.execute(db);
    }
    await countGroups(db, 'invoices', ['invoice_status']);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await stopCountingGroups(db, 'invoices');
    for (const column of CLIENT_COLUMNS) await sql`ALTER TABLE invoices DROP COLUMN ${sql.id(column)}`.execute(db);
  },
};

const CLIENT_COLUMNS = ['client_name', 'client_company', 'client_company_email', 'client_country'] as const;

export const invoiceMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('invoice_clients')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull().modifyEnd(RU_COLLATE))
      .addColumn('company', 'text', (c) => c.notNull().modifyEnd(RU_COLLATE))
      .addColumn('company_email', 'text', (c) => c.notNull().modifyEnd(RU_COLLATE))
      .addColumn('country', 'text', (c) => c.notNull().modifyEnd(RU_COLLATE))
      .addColumn('contact', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('invoices')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('issued_date', 'date', (c) => c.notNull())
      .addColumn('due_date', 'date', (c) => c.notNull())
      .addColumn('client_id', 'integer', (c) => c.notNull().references('invoice_clients.id'))
      .addColumn('service', 'text', (c) => c.notNull().modifyEnd(RU_COLLATE))
      // float8: its text is JavaScript's shortest form (5219.4, not 5219.40), as records and search hold it.
      .addColumn('total', 'float8', (c) => c.notNull())
      .addColumn('balance', 'float8', (c) => c.notNull())
      .addColumn('avatar', 'text')
      .addColumn('invoice_status', 'text', (c) => c.notNull().modifyEnd(RU_COLLATE))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('updated_by', 'text')
      .addColumn('updated_at', 'timestamptz')
      .addColumn('search_text', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('invoice_payment_details')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('total_due', 'text', (c) => c.notNull())
      .addColumn('bank_name', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .addColumn('iban', 'text', (c) => c.notNull())
      .addColumn('swift_code', 'text', (c) => c.notNull())
      .execute();
    // Every own sort column with the id tie-break (a page is an index walk); the status filter; the search.
    for (const column of ['issued_date', 'due_date', 'service', 'total', 'balance', 'invoice_status']) {
      await sql`CREATE INDEX ${sql.id(`invoices_by_${column}`)} ON invoices (${sql.id(column)}, id)`.execute(db);
    }
    await countRows(db, 'invoices');
    await sql`CREATE INDEX invoices_status_id ON invoices (invoice_status, id)`.execute(db);
    await sql`CREATE INDEX invoices_client ON invoices (client_id, id)`.execute(db);
    await sql`CREATE INDEX invoices_search ON invoices USING gin (search_text gin_trgm_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('invoices').execute();
    await db.schema.dropTable('invoice_clients').execute();
    await db.schema.dropTable('invoice_payment_details').execute();
  },
};

/** The seed's clients, invoices (version 1, never edited) and bank details. */
export async function seedInvoiceTables(trx: Transaction<Database>, seed: InvoiceSeed): Promise<void> {
  await trx.insertInto('invoice_clients').values(seed.clients).execute();
  const clients = new Map(seed.clients.map((c) => [c.id, c]));
  const rows = seed.invoices.map((invoice) => {
    const client = clients.get(invoice.clientId);
    if (!client) throw new Error(`invoice ${invoice.id} refers to missing client ${invoice.clientId}`);
    return invoiceRow({ ...invoice, ...SEED_STAMP }, client);
  });
  await insertInBatches(rows, (batch) => trx.insertInto('invoices').values(batch).execute());
  await trx.insertInto('invoice_payment_details').values({ id: 1, ...seed.paymentDetails }).execute();
}
