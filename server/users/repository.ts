import type { UserSeed } from '../../seed/users.js';
import type { Clock } from '../repositories.js';

/** Owner of the users domain's state and rules. Placeholder until the domain is built. */
export class UserRepository {
  constructor(
    readonly seed: UserSeed,
    readonly clock: Clock,
  ) {}
}
