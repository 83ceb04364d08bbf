import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const EmailPage = lazyPage(() => import('./pages/email-page'));

/** Routes of the email feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/email', element: EmailPage, meta: { titleKey: 'email:pages.inbox.title', action: 'read', subject: 'Email' } },
  { path: '/apps/email/:folder', element: EmailPage, meta: { titleKey: 'email:pages.folder.title', action: 'read', subject: 'Email' } },
  { path: '/apps/email/label/:label', element: EmailPage, meta: { titleKey: 'email:pages.label.title', action: 'read', subject: 'Email' } },
];
