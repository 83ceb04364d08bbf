import { CombinedGraphQLErrors } from '@apollo/client';

/** What the server said about a save made from an older version (extensions of a CONFLICT, server/graphql/errors.ts). */
export interface StaleVersion {
  currentVersion: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** The stale-version CONFLICT of a failed mutation, or null for any other failure. */
export function staleVersionOf(error: unknown): StaleVersion | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors.find((e) => e.extensions?.code === 'CONFLICT' && typeof e.extensions.currentVersion === 'number')?.extensions;
  if (!extensions) return null;
  return {
    currentVersion: extensions.currentVersion as number,
    updatedBy: typeof extensions.updatedBy === 'string' ? extensions.updatedBy : null,
    updatedAt: typeof extensions.updatedAt === 'string' ? extensions.updatedAt : null,
  };
}

/** The form fields whose values differ between what the editor started from and the record as it is now. */
export function changedFields<F extends object>(base: F, current: F): (keyof F)[] {
  return (Object.keys(base) as (keyof F)[]).filter((key) => JSON.stringify(base[key]) !== JSON.stringify(current[key]));
}
