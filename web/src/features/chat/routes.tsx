import { lazy } from 'react';
import type { AppRoute } from '../../app/routing/types';

const ChatPage = lazy(() => import('./pages/chat-page'));

/** Routes of the chat feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/chat', element: ChatPage, meta: { titleKey: 'chat:pages.chat.title', action: 'read', subject: 'Chat' } },
];
