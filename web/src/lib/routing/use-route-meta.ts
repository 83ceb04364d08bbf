import { useMatches } from 'react-router';
import type { RouteMeta } from './types';

/** The meta of the deepest matched route (title, subject/action, layout). */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as { meta?: RouteMeta } | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}
