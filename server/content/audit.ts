import { auditOf, type AuditPlan } from '../audit/plan.js';
import { withChangesUndone, type Undoer } from '../audit/restore.js';
import type { BlogRepository } from './blog/repository.js';
import type { ContentRepository, contentMethods } from './repository.js';
import type { BlogPostRecord } from './blog/models.js';

type ContentPlan = { readonly [P in keyof ContentRepository]: AuditPlan<ContentRepository[P], (typeof contentMethods)[P]> };

/** Comments are their own records; the bookmark flag is the reader's (private). */
const post = auditOf('BlogPost', { omit: ['comments', 'bookmarked'] });
const comment = auditOf('BlogComment');

/** The comment a write added: the blog's newest (ids grow across the whole blog). */
function newestComment(post: BlogPostRecord) {
  const newest = post.comments.reduce((last, c) => (c.id > last.id ? c : last));
  return { ...newest, postId: post.id };
}

/**
 * Blog edits and comments are audited (server/audit/); the pages never written need no decision, and a
 * person's own likes, votes and account settings are private. The product never removes a comment, so the
 * log does not offer to either.
 */
export const contentAudit: ContentPlan = {
  faq: {},
  knowledgeBase: {},
  blog: { update: post.update(), toggleBookmark: 'private', addComment: comment.create(newestComment, { undoable: false }) },
  profile: { toggleLike: 'private', vote: 'private' },
  pricing: {},
  accountSettings: { updateGeneral: 'private', updateInfo: 'private', updateSocial: 'private', updateNotifications: 'private' },
  autocomplete: {},
  cards: {},
};

/** How a blog edit is undone: the edit form's fields put back, through the blog's own rules. */
export function blogUndo(blog: BlogRepository): Undoer {
  return {
    ability: 'Content',
    revert: async (id, changes) => {
      const { title, slug, categories, status, excerpt, featuredImage } = withChangesUndone(await blog.get(id), changes);
      return blog.update(id, { title, slug, categories, status, excerpt, featuredImage });
    },
  };
}

/** The content parts with their writes audited by `audit` (server/composition/repositories.ts). */
export function auditedContent(
  content: ContentRepository,
  audit: <T extends object, K extends object>(store: T, plan: AuditPlan<T, K>) => T,
): ContentRepository {
  return {
    faq: content.faq,
    knowledgeBase: content.knowledgeBase,
    blog: audit(content.blog, contentAudit.blog),
    profile: audit(content.profile, contentAudit.profile),
    pricing: content.pricing,
    accountSettings: audit(content.accountSettings, contentAudit.accountSettings),
    autocomplete: content.autocomplete,
    cards: content.cards,
  };
}
