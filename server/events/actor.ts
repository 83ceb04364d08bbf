import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who is making the current write, without threading the caller through every repository signature:
 * the live plugin runs each request's handler inside a scope whose resolver finds the signed-in account
 * (lazily, only when something is published). Events read it into their `actorId`.
 */
const scope = new AsyncLocalStorage<() => number | null>();

export function runAsActor<T>(resolveActor: () => number | null, fn: () => T): T {
  let resolved: { id: number | null } | undefined;
  return scope.run(() => (resolved ??= { id: resolveActor() }).id, fn);
}

export function currentActorId(): number | null {
  return scope.getStore()?.() ?? null;
}
