import type { ContentSeed } from '../../seed/content.js';
import type { Clock } from '../repositories.js';

/** Owner of the content domain's state and rules. Placeholder until the domain is built. */
export class ContentRepository {
  constructor(
    readonly seed: ContentSeed,
    readonly clock: Clock,
  ) {}
}
