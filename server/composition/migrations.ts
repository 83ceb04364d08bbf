import type { Migration } from 'kysely';
import { CONTACT_ROLE, roleDemoAccounts } from '../../seed/accounts.js';
import { seedContent } from '../../seed/content.js';
import { SEED_GRANTS, seedAssignment } from '../../seed/permissions.js';
import type { Db } from '../db/connection.js';
import { applyMigrations, unappliedMigrations } from '../db/migrate.js';
import { userListAtScaleMigration, userMigration } from '../users/tables.js';
import { groupCountsMigration, metaMigration, rowCountsMigration } from '../db/meta.js';
import { viewCountsMigration } from '../db/view-counts.js';
import { accountLanguageMigration, accountMigration, accountRolesMigration, emailVerificationMigration, passwordResetMigration, pendingEmailMigration } from '../auth/tables.js';
import { mailLogGrantMigration, mailOutboxMigration } from '../mail/tables.js';
import { chatMigration, chatPresenceMigration } from '../chat/tables.js';
import { searchMigration } from '../search/tables.js';
import { accountSettingsMigration, autocompleteMigration, blogMigration, cardsMigration, contentSeedMigration, documentsMigration, faqMigration, knowledgeBaseMigration, profileMigration } from '../content/tables.js';
import { emailMigration, emailPagingMigration, emailRowCountMigration, emailViewCountsGroupedMigration } from '../email/tables.js';
import { taskAssigneeOrderMigration, taskGuestAssigneeMigration, taskPagingMigration, taskViewCountsGroupedMigration, todoMigration } from '../todo/tables.js';
import { calendarMigration } from '../calendar/tables.js';
import { notificationBatchMigration, notificationMigration } from '../notifications/tables.js';
import { ecommerceMigration } from '../ecommerce/tables.js';
import { invoiceListAtScaleMigration, invoiceMigration } from '../invoices/tables.js';
import { datatableMigration, employeeWriteGrantMigration, employeeWritesMigration } from '../datatables/tables.js';
import { permissionGrantsMigration, permissionMigration } from '../permissions/tables.js';
import { sessionMigration, signInFailureMigration } from '../sessions/tables.js';
import { auditBatchMigration, auditMigration } from '../audit/tables.js';
import { twoStepMigration } from '../two-step/tables.js';
import { apiKeyMigration } from '../api-keys/tables.js';
import { savedViewMigration } from '../saved-views/tables.js';
import { bulkJobHeartbeatMigration, bulkJobMigration } from '../bulk-jobs/tables.js';
import { importJobMigration } from '../imports/tables.js';

/**
 * Every migration, by name; Kysely applies them in name order, each once (server/db/migrate.ts). A domain's
 * migrations live in its tables.ts; a change to a table is a new entry here, never an edit of an applied one.
 */
export const migrations: Record<string, Migration> = {
  '0000_meta': metaMigration,
  '0001_row_counts': rowCountsMigration,
  '0050_accounts': accountMigration,
  '0100_users': userMigration,
  '0200_ecommerce': ecommerceMigration,
  '0210_invoices': invoiceMigration,
  '0220_datatables': datatableMigration,
  '0230_permissions': permissionMigration,
  '0300_emails': emailMigration,
  '0310_todo': todoMigration,
  '0320_calendar': calendarMigration,
  '0330_notifications': notificationMigration,
  '0400_chat': chatMigration,
  '0410_search': searchMigration,
  '0420_account_settings': accountSettingsMigration,
  '0430_group_counts': groupCountsMigration,
  '0431_user_list_at_scale': userListAtScaleMigration,
  '0432_invoice_list_at_scale': invoiceListAtScaleMigration,
  '0433_chat_presence': chatPresenceMigration,
  '0500_content_documents': documentsMigration,
  '0510_blog': blogMigration,
  '0520_profile': profileMigration,
  '0530_faq': faqMigration,
  '0535_knowledge_base': knowledgeBaseMigration,
  '0540_dashboard_cards': cardsMigration,
  '0545_autocomplete': autocompleteMigration,
  '0549_content_seed_for_seeded_databases': contentSeedMigration(seedContent),
  '0600_view_counts': viewCountsMigration,
  '0610_task_paging': taskPagingMigration,
  '0620_email_paging': emailPagingMigration,
  '0621_email_row_count': emailRowCountMigration,
  '0700_permission_grants': permissionGrantsMigration({ grants: SEED_GRANTS, assignment: seedAssignment }),
  '0701_account_roles': accountRolesMigration({ contactRole: CONTACT_ROLE, roleDemoAccounts }),
  '0710_sessions': sessionMigration,
  '0711_sign_in_failures': signInFailureMigration,
  '0720_audit_events': auditMigration,
  '0730_task_guest_assignee': taskGuestAssigneeMigration,
  '0740_two_step': twoStepMigration,
  '0760_mail_outbox': mailOutboxMigration,
  '0761_password_resets': passwordResetMigration,
  '0762_email_verification': emailVerificationMigration,
  '0763_mail_log_grant': mailLogGrantMigration,
  '0770_saved_views': savedViewMigration,
  '0771_audit_batches': auditBatchMigration,
  '0772_bulk_jobs': bulkJobMigration,
  '0780_api_keys': apiKeyMigration,
  '0790_import_jobs': importJobMigration,
  '0791_employee_writes': employeeWritesMigration,
  '0792_employee_write_grant': employeeWriteGrantMigration,
  '0793_bulk_job_heartbeats': bulkJobHeartbeatMigration,
  '0795_account_language': accountLanguageMigration,
  '0796_pending_email': pendingEmailMigration,
  '0797_notification_batches': notificationBatchMigration,
  '0798_task_assignee_order': taskAssigneeOrderMigration,
  '0799_task_view_counts_grouped': taskViewCountsGroupedMigration,
  '0800_email_view_counts_grouped': emailViewCountsGroupedMigration,
};

/** The migrations the database has not applied (an older instance migrated it, or nobody did). */
export function pendingMigrations(db: Db, schema?: string): Promise<string[]> {
  return unappliedMigrations(db, migrations, schema);
}

/** Creates the schema when missing and applies the migrations not yet applied; answers their names. */
export function migrateToLatest(db: Db, schema?: string): Promise<string[]> {
  return applyMigrations(db, migrations, schema);
}
