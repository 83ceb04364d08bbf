import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const FaqPage = lazyWithPreload(() => import('./faq/faq-page'), 'default');
const KnowledgeBasePage = lazyWithPreload(() => import('./knowledge-base/kb-page'), 'default');
const KbCategoryPage = lazyWithPreload(() => import('./knowledge-base/kb-category-page'), 'default');
const KbQuestionPage = lazyWithPreload(() => import('./knowledge-base/kb-question-page'), 'default');
const PricingPage = lazyWithPreload(() => import('./pricing/pricing-page'), 'default');
const BlogListPage = lazyWithPreload(() => import('./blog/blog-list-page'), 'default');
const BlogDetailPage = lazyWithPreload(() => import('./blog/blog-detail-page'), 'default');
const BlogEditPage = lazyWithPreload(() => import('./blog/blog-edit-page'), 'default');
const ProfilePage = lazyWithPreload(() => import('./profile/profile-page'), 'default');
const AccountSettingsPage = lazyWithPreload(() => import('./account-settings/account-settings-page'), 'default');
const LicensePage = lazyWithPreload(() => import('./license/license-page'), 'default');
const ApiKeyPage = lazyWithPreload(() => import('./api-key/api-key-page'), 'default');
const ModalExamplesPage = lazyWithPreload(() => import('./modal-examples/modal-examples-page'), 'default');

const content = { action: 'read', subject: 'Content' } as const;

/** The routes' data preloads: a small chunk of their own, started beside the page's as the navigation begins. */
const data = () => import('./preload');

/** Routes of the pages feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/pages/faq', element: FaqPage, meta: { titleKey: 'pages:pages.faq.title', ...content }, preload: (target) => void data().then((m) => m.preloadFaq(target)) },
  { path: '/pages/knowledge-base', element: KnowledgeBasePage, meta: { titleKey: 'pages:pages.knowledgeBase.title', ...content }, preload: () => void data().then((m) => m.preloadKnowledgeBase()) },
  { path: '/pages/knowledge-base/:category', element: KbCategoryPage, meta: { titleKey: 'pages:pages.knowledgeBaseCategory.title', ...content } },
  { path: '/pages/knowledge-base/:category/:question', element: KbQuestionPage, meta: { titleKey: 'pages:pages.knowledgeBaseQuestion.title', ...content } },
  { path: '/pages/pricing', element: PricingPage, meta: { titleKey: 'pages:pages.pricing.title', ...content }, preload: () => void data().then((m) => m.preloadPricing()) },
  { path: '/pages/blog/list', element: BlogListPage, meta: { titleKey: 'pages:pages.blogList.title', ...content }, preload: (target) => void data().then((m) => m.preloadBlogList(target)) },
  { path: '/pages/blog/detail', element: BlogDetailPage, meta: { titleKey: 'pages:pages.blogDetail.title', ...content }, preload: (target) => void data().then((m) => m.preloadBlogPost(target)) },
  { path: '/pages/blog/detail/:id', element: BlogDetailPage, meta: { titleKey: 'pages:pages.blogDetailId.title', ...content }, preload: (target) => void data().then((m) => m.preloadBlogPost(target)) },
  { path: '/pages/blog/edit', element: BlogEditPage, meta: { titleKey: 'pages:pages.blogEdit.title', ...content }, preload: (target) => void data().then((m) => m.preloadBlogEdit(target)) },
  { path: '/pages/blog/edit/:id', element: BlogEditPage, meta: { titleKey: 'pages:pages.blogEditId.title', ...content }, preload: (target) => void data().then((m) => m.preloadBlogEdit(target)) },
  { path: '/pages/profile', element: ProfilePage, meta: { titleKey: 'pages:pages.profile.title', ...content }, preload: () => void data().then((m) => m.preloadProfile()) },
  // Every signed-in account has its own password and sessions there (read Auth); the other tabs need Content.
  { path: '/pages/account-settings', element: AccountSettingsPage, meta: { titleKey: 'pages:pages.accountSettings.title', action: 'read', subject: 'Auth' }, preload: () => void data().then((m) => m.preloadAccountSettings()) },
  { path: '/pages/license', element: LicensePage, meta: { titleKey: 'pages:pages.license.title', ...content } },
  // Everyone lists and revokes their own keys (read Auth); making one needs create ApiKey, which the page asks.
  { path: '/pages/api-key', element: ApiKeyPage, meta: { titleKey: 'pages:pages.apiKey.title', action: 'read', subject: 'Auth' } },
  { path: '/pages/modal-examples', element: ModalExamplesPage, meta: { titleKey: 'pages:pages.modalExamples.title', ...content } },
];
