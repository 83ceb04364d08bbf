import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const EmailPage = lazyPage(() => import('./pages/email-page'));
/** The routes' data preload: a small chunk of its own, loaded beside the page's (app/routing/preload-route.ts). */
const data = () => import('./preload');
const preload: AppRoute['preload'] = (target) => void data().then((m) => m.preloadMailbox(target));

/** Routes of the email feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/email', element: EmailPage, meta: { titleKey: 'email:pages.inbox.title', action: 'read', subject: 'Email' }, preload },
  { path: '/apps/email/:folder', element: EmailPage, meta: { titleKey: 'email:pages.folder.title', action: 'read', subject: 'Email' }, preload },
  { path: '/apps/email/label/:label', element: EmailPage, meta: { titleKey: 'email:pages.label.title', action: 'read', subject: 'Email' }, preload },
];
