import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const ChatPage = lazyPage(() => import('./pages/chat-page'));

/** The route's data preload: a small chunk of its own, loaded beside the page's (app/routing/preload-route.ts). */
const data = () => import('./preload');

/** Routes of the chat feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/chat', element: ChatPage, meta: { titleKey: 'chat:pages.chat.title', action: 'read', subject: 'Chat' }, preload: () => void data().then((m) => m.preloadChat()) },
];
