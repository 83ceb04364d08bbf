import type { AuditTables } from '../audit/tables.js';
import type { GroupCountTables, MetaTables } from './meta.js';
import type { UserTables } from '../users/tables.js';
import type { AccountTables } from '../auth/tables.js';
import type { ContentTables } from '../content/tables.js';
import type { SearchTables } from '../search/tables.js';
import type { ChatTables } from '../chat/tables.js';
import type { EmailTables } from '../email/tables.js';
import type { TodoTables } from '../todo/tables.js';
import type { CalendarTables } from '../calendar/tables.js';
import type { NotificationTables } from '../notifications/tables.js';
import type { EcommerceTables } from '../ecommerce/tables.js';
import type { InvoiceTables } from '../invoices/tables.js';
import type { DatatableTables } from '../datatables/tables.js';
import type { PermissionTables } from '../permissions/tables.js';
import type { ViewCountTables } from './view-counts.js';
import type { SessionTables } from '../sessions/tables.js';

/**
 * Every table of the PostgreSQL store, as Kysely types it. Each domain declares its own tables next to its
 * repository (server/<domain>/tables.ts); this interface only puts them together.
 */
export interface Database
  extends MetaTables,
    GroupCountTables,
    UserTables,
    AccountTables,
    ChatTables,
    SearchTables,
    ContentTables,
    EmailTables,
    TodoTables,
    CalendarTables,
    NotificationTables,
    EcommerceTables,
    InvoiceTables,
    DatatableTables,
    PermissionTables,
    ViewCountTables,
    SessionTables,
    AuditTables {}
