import type { GroupCountTables, MetaTables } from './meta.js';
import type { ViewCountTables } from './view-counts.js';

/**
 * Every table of the PostgreSQL store, as Kysely types it: an open interface. The database layer declares its
 * own bookkeeping tables here; each domain adds its tables from its own tables.ts by declaration merging
 * (`declare module '../db/database.js' { interface Database extends TodoTables {} }`), so this layer names
 * no domain.
 */
export interface Database extends MetaTables, GroupCountTables, ViewCountTables {}
