/** Seed of the permissions domain (spec section 3). Placeholder until the domain is built. */
export type PermissionSeed = Record<string, never>;

export function seedPermission(): PermissionSeed {
  return {};
}
