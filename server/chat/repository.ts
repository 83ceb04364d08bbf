import type { ChatSeed } from '../../seed/chat.js';
import type { Clock } from '../repositories.js';

/** Owner of the chat domain's state and rules. Placeholder until the domain is built. */
export class ChatRepository {
  constructor(
    readonly seed: ChatSeed,
    readonly clock: Clock,
  ) {}
}
