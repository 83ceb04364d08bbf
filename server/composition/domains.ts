import type { DomainModule } from '../graphql/domain-module.js';
import { auditDomain } from '../audit-log/index.js';
import { apiKeysDomain } from '../api-keys/index.js';
import { accountsDomain, authDomain, emailChangeDomain, emailVerificationDomain, interfaceLanguageDomain, passwordResetDomain, twoStepDomain } from '../auth/index.js';
import { avatarsDomain } from '../avatars/index.js';
import { calendarDomain } from '../calendar/index.js';
import { chatDomain } from '../chat/index.js';
import { contentDomain } from '../content/index.js';
import { datatablesDomain } from '../datatables/index.js';
import { ecommerceDomain } from '../ecommerce/index.js';
import { emailDomain } from '../email/index.js';
import { invoicesDomain } from '../invoices/index.js';
import { liveDomain } from '../live/index.js';
import { mailDomain } from '../mail/index.js';
import { notificationsDomain } from '../notifications/index.js';
import { permissionsDomain } from '../permissions/index.js';
import { searchDomain } from '../search/index.js';
import { sessionsDomain } from '../sessions/index.js';
import { todoDomain } from '../todo/index.js';
import { usersDomain } from '../users/index.js';
import { savedViewsDomain } from '../saved-views/index.js';
import { bulkJobsDomain } from '../bulk-jobs/index.js';
import { importsDomain } from '../imports/index.js';
import { importTargets } from './import-targets.js';

export const domains: readonly DomainModule[] = [
  authDomain,
  sessionsDomain,
  accountsDomain,
  twoStepDomain,
  apiKeysDomain,
  passwordResetDomain,
  emailVerificationDomain,
  emailChangeDomain,
  interfaceLanguageDomain,
  usersDomain,
  ecommerceDomain,
  chatDomain,
  invoicesDomain,
  emailDomain,
  todoDomain,
  calendarDomain,
  datatablesDomain,
  permissionsDomain,
  searchDomain,
  contentDomain,
  notificationsDomain,
  auditDomain,
  mailDomain,
  liveDomain,
  avatarsDomain,
  savedViewsDomain,
  bulkJobsDomain,
  importsDomain(importTargets),
];
