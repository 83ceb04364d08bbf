import type { RouteTarget } from '../../lib/routing/types';
import { ability } from '../../lib/ability';
import { preloadQuery } from '../../lib/apollo/preload';
import { readUrlState } from '../../lib/url-state';
import { AccountSettingsQuery } from './account-settings/account-documents';
import { BlogEditQuery, BlogListQuery, BlogPostQuery, BlogSidebarQuery } from './blog/blog-documents';
import { BLOG_LIST, blogListVariables } from './blog/blog-list-state';
import { FaqQuery } from './faq/faq-query';
import { FAQ, faqVariables } from './faq/faq-state';
import { KnowledgeBaseQuery } from './knowledge-base/kb-queries';
import { PricingQuery } from './pricing/pricing-query';
import { ProfileQuery } from './profile/profile-documents';

/** The routes' data, started with the navigation (their own chunk, loaded beside the page's). */
export const preloadPricing = () => preloadQuery(PricingQuery);
export const preloadProfile = () => preloadQuery(ProfileQuery);
/** The settings' own tabs (password, sessions) need no Content: an account without it loads nothing ahead. */
export const preloadAccountSettings = () => (ability.can('read', 'Content') ? preloadQuery(AccountSettingsQuery) : undefined);
export const preloadFaq = ({ searchParams }: RouteTarget) => preloadQuery(FaqQuery, faqVariables(readUrlState(FAQ, searchParams)));
export const preloadKnowledgeBase = () => preloadQuery(KnowledgeBaseQuery);
/** A blog list or post with the sidebar beside it. */
export function preloadBlogList({ searchParams }: RouteTarget): void {
  preloadQuery(BlogListQuery, blogListVariables(readUrlState(BLOG_LIST, searchParams)));
  preloadQuery(BlogSidebarQuery);
}
export function preloadBlogPost({ params }: RouteTarget): void {
  preloadQuery(BlogPostQuery, { id: params.id ?? null });
  preloadQuery(BlogSidebarQuery);
}
export const preloadBlogEdit = ({ params }: RouteTarget) => preloadQuery(BlogEditQuery, { id: params.id ?? null });
