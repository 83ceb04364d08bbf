import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** What the server says when a versioned update was stale (server/graphql/errors.ts): nothing was written. */
export interface VersionConflict {
  currentVersion: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

/** The CONFLICT of a stale version, or null for any other failure (a name clash is a CONFLICT without a version). */
export function versionConflictOf(error: unknown): VersionConflict | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const extensions = error.errors.find((e) => e.extensions?.code === 'CONFLICT' && typeof e.extensions.currentVersion === 'number')?.extensions;
  if (!extensions) return null;
  return {
    currentVersion: extensions.currentVersion as number,
    updatedBy: typeof extensions.updatedBy === 'string' ? extensions.updatedBy : null,
    updatedAt: typeof extensions.updatedAt === 'string' ? extensions.updatedAt : null,
  };
}

/** The keys whose values differ between what a form started from and the record as it is now. */
export function changedFields<T extends object>(before: T, now: T): (keyof T)[] {
  return (Object.keys(before) as (keyof T)[]).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(now[key]));
}
