import type { PermissionSeed } from '../../seed/permissions.js';
import type { Clock } from '../repositories.js';

/** Owner of the permissions domain's state and rules. Placeholder until the domain is built. */
export class PermissionRepository {
  constructor(
    readonly seed: PermissionSeed,
    readonly clock: Clock,
  ) {}
}
