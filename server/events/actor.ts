import { AsyncLocalStorage } from 'node:async_hooks';
import { whenSettled } from '../common/method-proxy.js';

/**
 * Who is making the current write, without threading the caller through every repository signature: a
 * request that may write runs its handler inside a scope whose resolver finds the signed-in account
 * (lazily, only when something is published; server/plugins/app/actor-scope.ts). Events read it into
 * their `actorId`.
 */
const scope = new AsyncLocalStorage<() => number | null>();

/**
 * Scopes still running. Node 20's AsyncLocalStorage, once enabled, tracks every async operation of the
 * process (a quarter of a microsecond each, several per request), so it is disabled whenever no scope
 * runs: reads, the most requests by far, pay nothing for it.
 */
let running = 0;

/**
 * Runs `fn` with `resolveActor` naming who makes its writes, until what it returns has settled: a promise is
 * followed to its end, anything else ends the scope at once (a handler keeps Fastify's sync or async form).
 */
export function runAsActor<T>(resolveActor: () => number | null, fn: () => T): T {
  let resolved: { id: number | null } | undefined;
  const end = () => {
    if (--running === 0) scope.disable();
  };
  running++;
  return whenSettled(() => scope.run(() => (resolved ??= { id: resolveActor() }).id, fn), end);
}

export function currentActorId(): number | null {
  return scope.getStore()?.() ?? null;
}
