import { avatarOf } from '../../avatars/person-avatar.js';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { accountRef } from '../account.js';
import { categoryOptions, tags } from '../blog/rules.js';
import { numericId } from '../ids.js';

/** Blog reads and edits over BlogRepository; a post's list/edit-only fields are derived here. */
export const blogResolvers: Resolvers = {
  Query: {
    blogPosts: (_parent, { q }, ctx) => {
      ctx.authorize('read', 'Content');
      return ctx.repositories.content.blog.list(q ?? '');
    },
    blogSidebar: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Content');
      return ctx.repositories.content.blog.sidebar();
    },
    blogPost: (_parent, { id }, ctx) => {
      ctx.authorize('read', 'Content');
      return ctx.repositories.content.blog.get(id == null ? undefined : numericId(id));
    },
    blogEdit: (_parent, { id }, ctx) => {
      ctx.authorize('read', 'Content');
      return ctx.repositories.content.blog.get(id == null ? undefined : numericId(id));
    },
  },
  Mutation: {
    updateBlogPost: (_parent, { id, input }, ctx) => {
      ctx.authorize('update', 'Content');
      return ctx.repositories.content.blog.update(numericId(id), input);
    },
    toggleBlogBookmark: (_parent, { id }, ctx) => {
      ctx.authorize('update', 'Content');
      return ctx.repositories.content.blog.toggleBookmark(numericId(id));
    },
    addBlogComment: async (_parent, { id, text }, ctx) => {
      const principal = ctx.authorize('create', 'Content');
      const postId = numericId(id);
      return ctx.repositories.content.blog.addComment(postId, await accountRef(ctx.repositories, principal.accountId), text);
    },
  },
  BlogPost: {
    blogPosted: (post) => post.createdTime,
    tags: (post) => tags(post),
    blogCategories: (post) => categoryOptions(post),
    comment: (post) => post.comments.length,
  },
  BlogComment: {
    // Comments keep the picture their author had (rules.ts newComment); one stored without any gets initials.
    avatar: (comment) => avatarOf(comment.userFullName, comment.avatar),
  },
};
