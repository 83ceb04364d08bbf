import { lazy } from 'react';
import type { AppRoute } from '../../app/routing/types';

const PagesPage = lazy(() => import('./pages/pages-page'));

/** Routes of the pages feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/pages/faq', element: PagesPage, meta: { titleKey: 'pages:pages.faq.title', action: 'read', subject: 'Content' } },
  { path: '/pages/knowledge-base', element: PagesPage, meta: { titleKey: 'pages:pages.knowledgeBase.title', action: 'read', subject: 'Content' } },
  { path: '/pages/knowledge-base/:category', element: PagesPage, meta: { titleKey: 'pages:pages.knowledgeBaseCategory.title', action: 'read', subject: 'Content' } },
  { path: '/pages/knowledge-base/:category/:question', element: PagesPage, meta: { titleKey: 'pages:pages.knowledgeBaseQuestion.title', action: 'read', subject: 'Content' } },
  { path: '/pages/pricing', element: PagesPage, meta: { titleKey: 'pages:pages.pricing.title', action: 'read', subject: 'Content' } },
  { path: '/pages/blog/list', element: PagesPage, meta: { titleKey: 'pages:pages.blogList.title', action: 'read', subject: 'Content' } },
  { path: '/pages/blog/detail', element: PagesPage, meta: { titleKey: 'pages:pages.blogDetail.title', action: 'read', subject: 'Content' } },
  { path: '/pages/blog/detail/:id', element: PagesPage, meta: { titleKey: 'pages:pages.blogDetailId.title', action: 'read', subject: 'Content' } },
  { path: '/pages/blog/edit', element: PagesPage, meta: { titleKey: 'pages:pages.blogEdit.title', action: 'read', subject: 'Content' } },
  { path: '/pages/blog/edit/:id', element: PagesPage, meta: { titleKey: 'pages:pages.blogEditId.title', action: 'read', subject: 'Content' } },
  { path: '/pages/profile', element: PagesPage, meta: { titleKey: 'pages:pages.profile.title', action: 'read', subject: 'Content' } },
  { path: '/pages/account-settings', element: PagesPage, meta: { titleKey: 'pages:pages.accountSettings.title', action: 'read', subject: 'Content' } },
  { path: '/pages/license', element: PagesPage, meta: { titleKey: 'pages:pages.license.title', action: 'read', subject: 'Content' } },
  { path: '/pages/api-key', element: PagesPage, meta: { titleKey: 'pages:pages.apiKey.title', action: 'read', subject: 'Content' } },
  { path: '/pages/modal-examples', element: PagesPage, meta: { titleKey: 'pages:pages.modalExamples.title', action: 'read', subject: 'Content' } },
];
