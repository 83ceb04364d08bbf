import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const ChatPage = lazyWithPreload(() => import('./pages/chat-page'), 'default');

/** The route's data preload: a small chunk of its own, started beside the page's as the navigation begins. */
const data = () => import('./preload');

/** Routes of the chat feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/chat', element: ChatPage, meta: { titleKey: 'chat:pages.chat.title', action: 'read', subject: 'Chat' }, preload: () => void data().then((m) => m.preloadChat()) },
];
