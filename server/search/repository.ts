import type { SearchSeed } from '../../seed/search.js';
import type { Clock } from '../repositories.js';

/** Owner of the search domain's state and rules. Placeholder until the domain is built. */
export class SearchRepository {
  constructor(
    readonly seed: SearchSeed,
    readonly clock: Clock,
  ) {}
}
