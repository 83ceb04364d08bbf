import { accountTopics } from '../auth/publish.js';
import { apiKeyTopics } from '../api-keys/publish.js';
import { auditTopics } from '../audit/models.js';
import { calendarTopics } from '../calendar/publish.js';
import { chatTopics } from '../chat/publish.js';
import { ecommerceTopics } from '../ecommerce/publish.js';
import { emailTopics } from '../email/publish.js';
import { ACCESS_TOPICS, type TopicRules } from '../events/catalog.js';
import type { TopicReferences } from '../events/references.js';
import type { Repositories } from '../common/repositories.js';
import { auditReferences } from '../audit/live.js';
import { invoiceTopics } from '../invoices/publish.js';
import { notificationTopics } from '../notifications/publish.js';
import { permissionTopics } from '../permissions/publish.js';
import { searchTopics } from '../search/publish.js';
import { taskReferences, todoTopics } from '../todo/publish.js';
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

/**
 * The topics whose events, published together by a bulk change's chunk, travel between instances by reference, read
 * back from these repositories (server/events/references.ts): the tasks of a bulk job and every bulk job's audit events.
 */
export function topicReferences(repositories: Repositories): TopicReferences {
  return { task: taskReferences(repositories.todo), audit: auditReferences(repositories.audit) };
}
