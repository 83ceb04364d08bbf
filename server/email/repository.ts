import type { EmailSeed } from '../../seed/email.js';
import type { Clock } from '../repositories.js';

/** Owner of the email domain's state and rules. Placeholder until the domain is built. */
export class EmailRepository {
  constructor(
    readonly seed: EmailSeed,
    readonly clock: Clock,
  ) {}
}
