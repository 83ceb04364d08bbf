import { AsyncLocalStorage } from 'node:async_hooks';
import { whenSettled } from './method-proxy.js';

/** Which door a write came through: the REST routes, /graphql, the live socket, or none (a server job). */
export type Face = 'rest' | 'graphql' | 'socket' | 'system';

/**
 * Who is making the current write, and through which face, without threading the caller through every
 * repository signature: a request that may write runs its handler inside a scope whose resolver finds the
 * signed-in account (lazily, only when something needs it; server/plugins/app/actor-scope.ts). Events read
 * it into their `actorId`.
 */
export interface WriteScope extends WriteScopeEntries {
  readonly actorId: () => number | null;
  /** The name of the API key the actor writes with (a script acting as its owner); null or absent in person. */
  readonly actorKey?: () => string | null;
  readonly face: Face;
  /** The ids of the audit events this request recorded so far (told to the client: actor-scope.ts). */
  readonly recorded?: number[];
  /** Work going on after its request (a bulk job, an import): it gives way to requests (common/foreground.ts). */
  readonly background?: boolean;
}

/**
 * What the services keep in a write's scope besides who and through which door, each adding its own entries
 * by declaration merging (`declare module '…/common/write-scope.js'`): the audit keeps the write under way
 * there, and the database the step its transaction runs before committing, so the kernel names neither.
 */
export interface WriteScopeEntries {}

const scope = new AsyncLocalStorage<WriteScope>();

const NOBODY: WriteScope = { actorId: () => null, face: 'system' };

/**
 * Scopes still running. Node 20's AsyncLocalStorage, once enabled, tracks every async operation of the
 * process (a quarter of a microsecond each, several per request), so it is disabled whenever no scope
 * runs: reads, the most requests by far, pay nothing for it.
 */
let running = 0;

function within<T>(store: WriteScope, fn: () => T): T {
  const end = () => {
    if (--running === 0) scope.disable();
  };
  running++;
  return whenSettled(() => scope.run(store, fn), end);
}

/**
 * Runs `fn` with `resolveActor` naming who makes its writes, until what it returns has settled: a promise is
 * followed to its end, anything else ends the scope at once (a handler keeps Fastify's sync or async form).
 */
export function runAsActor<T>(resolveActor: () => number | null, fn: () => T, face: Face = 'system', recorded?: number[], actorKey?: () => string | null): T {
  let resolved: { id: number | null } | undefined;
  return within({ actorId: () => (resolved ??= { id: resolveActor() }).id, actorKey, face, recorded }, fn);
}

/** Runs `fn` in the current scope (or none) with `patch` added: an audited write's trail, a restore. */
export function runInScope<T>(patch: Partial<WriteScope>, fn: () => T): T {
  return within({ ...(scope.getStore() ?? NOBODY), ...patch }, fn);
}

export function currentScope(): WriteScope {
  return scope.getStore() ?? NOBODY;
}

/** The API key the current write is made with, by name; null in person or outside a request. */
export function currentActorKey(): string | null {
  return scope.getStore()?.actorKey?.() ?? null;
}

export function currentActorId(): number | null {
  return scope.getStore()?.actorId() ?? null;
}
