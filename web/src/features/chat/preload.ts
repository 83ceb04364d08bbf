import { preloadQuery } from '../../lib/apollo/preload';
import { ChatProfileQuery } from './api/chat-profile-query';
import { ChatsAndContactsQuery } from './api/chats-and-contacts-query';

/** The route's data, started with the navigation (its own chunk, loaded beside the page's). */
export function preloadChat(): void {
  preloadQuery(ChatsAndContactsQuery);
  preloadQuery(ChatProfileQuery);
}
