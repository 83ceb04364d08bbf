import type { CalendarSeed } from '../../seed/calendar.js';
import type { Clock } from '../repositories.js';

/** Owner of the calendar domain's state and rules. Placeholder until the domain is built. */
export class CalendarRepository {
  constructor(
    readonly seed: CalendarSeed,
    readonly clock: Clock,
  ) {}
}
