import type { AuditPlan } from '../audit/plan.js';
import type { SearchRepository, searchMethods } from './repository.js';

/** A person's bookmarks are private: never audited (docs/audit-log.md). */
export const searchAudit: AuditPlan<SearchRepository, typeof searchMethods> = {
  toggleBookmark: 'private',
};
