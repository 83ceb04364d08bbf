import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const EmailPage = lazyWithPreload(() => import('./pages/email-page'), 'default');
/** The routes' data preload: a small chunk of its own, started beside the page's as the navigation begins. */
const data = () => import('./preload');
const preload: AppRoute['preload'] = (target) => void data().then((m) => m.preloadMailbox(target));

/** Routes of the email feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/email', element: EmailPage, meta: { titleKey: 'email:pages.inbox.title', action: 'read', subject: 'Email' }, preload },
  { path: '/apps/email/:folder', element: EmailPage, meta: { titleKey: 'email:pages.folder.title', action: 'read', subject: 'Email' }, preload },
  { path: '/apps/email/label/:label', element: EmailPage, meta: { titleKey: 'email:pages.label.title', action: 'read', subject: 'Email' }, preload },
];
