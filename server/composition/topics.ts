import { accountTopics } from '../auth/publish.js';
import { apiKeyTopics } from '../api-keys/publish.js';
import { auditTopics } from '../audit/models.js';
import { calendarTopics } from '../calendar/publish.js';
import { chatTopics } from '../chat/publish.js';
import { ecommerceTopics } from '../ecommerce/publish.js';
import { emailTopics } from '../email/publish.js';
import { ACCESS_TOPICS, type TopicRules } from '../events/catalog.js';
import { invoiceTopics } from '../invoices/publish.js';
import { notificationTopics } from '../notifications/publish.js';
import { permissionTopics } from '../permissions/publish.js';
import { searchTopics } from '../search/publish.js';
import { todoTopics } from '../todo/publish.js';
import { userTopics } from '../users/publish.js';
import { savedViewTopics } from '../saved-views/publish.js';
import { bulkJobTopics } from '../bulk-jobs/publish.js';
import { importJobTopics } from '../imports/publish.js';
import { mailTopics } from '../mail/publish.js';

/** Who may receive each live event: every domain's rules, checked by the compiler to cover every topic of the catalog. */
export const topicRules = {
  ...ACCESS_TOPICS,
  ...auditTopics,
  ...accountTopics,
  ...apiKeyTopics,
  ...userTopics,
  ...ecommerceTopics,
  ...chatTopics,
  ...invoiceTopics,
  ...emailTopics,
  ...todoTopics,
  ...calendarTopics,
  ...permissionTopics,
  ...searchTopics,
  ...notificationTopics,
  ...savedViewTopics,
  ...bulkJobTopics,
  ...importJobTopics,
  ...mailTopics,
} as const satisfies TopicRules;
