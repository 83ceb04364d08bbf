import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const FaqPage = lazyPage(() => import('./faq/faq-page'));
const KnowledgeBasePage = lazyPage(() => import('./knowledge-base/kb-page'));
const KbCategoryPage = lazyPage(() => import('./knowledge-base/kb-category-page'));
const KbQuestionPage = lazyPage(() => import('./knowledge-base/kb-question-page'));
const PricingPage = lazyPage(() => import('./pricing/pricing-page'));
const BlogListPage = lazyPage(() => import('./blog/blog-list-page'));
const BlogDetailPage = lazyPage(() => import('./blog/blog-detail-page'));
const BlogEditPage = lazyPage(() => import('./blog/blog-edit-page'));
const ProfilePage = lazyPage(() => import('./profile/profile-page'));
const AccountSettingsPage = lazyPage(() => import('./account-settings/account-settings-page'));
const LicensePage = lazyPage(() => import('./license/license-page'));
const ApiKeyPage = lazyPage(() => import('./api-key/api-key-page'));
const ModalExamplesPage = lazyPage(() => import('./modal-examples/modal-examples-page'));

const content = { action: 'read', subject: 'Content' } as const;

/** The routes' data preloads: a small chunk of their own, loaded beside the page's (app/routing/preload-route.ts). */
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
  { path: '/pages/api-key', element: ApiKeyPage, meta: { titleKey: 'pages:pages.apiKey.title', ...content } },
  { path: '/pages/modal-examples', element: ModalExamplesPage, meta: { titleKey: 'pages:pages.modalExamples.title', ...content } },
];
