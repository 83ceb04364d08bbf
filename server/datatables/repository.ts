import type { DatatableSeed } from '../../seed/datatables.js';
import type { Clock } from '../repositories.js';

/** Owner of the datatables domain's state and rules. Placeholder until the domain is built. */
export class DatatableRepository {
  constructor(
    readonly seed: DatatableSeed,
    readonly clock: Clock,
  ) {}
}
