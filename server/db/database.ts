/**
 * Every table of the PostgreSQL store, as Kysely types it: an open interface. Each part of the server adds its
 * own tables from its tables.ts by declaration merging
 * (`declare module '../db/database.js' { interface Database extends TodoTables {} }`; the database layer's own
 * bookkeeping in meta.ts and view-counts.ts), so this layer names no domain.
 */
export interface Database {}
