import { isPromise, withMethods, type Method } from '../common/method-proxy.js';
import type { EventPublisher } from './bus.js';
import type { ChangeKind, LiveEventBody, LiveEventTopics, Topic } from './catalog.js';
import { liveEvent, liveEvents } from './envelope.js';
import type { ManyWritten } from '../common/many-writes.js';

/**
 * Publishing from the one place both faces go through: a repository's write methods. A domain lists the
 * writes that change what others see and what to publish after each; `publishingWrites` returns the same
 * repository with those methods wrapped. Nothing here knows the store, so the same hooks serve the
 * in-memory repositories and the PostgreSQL ones (async methods are awaited before publishing).
 *
 * Calls the repository makes to itself stay unwrapped (a soft delete that goes through its own update
 * publishes once), and a hook that fails is reported, never turned into a failed write.
 */

export interface WriteHook<A extends unknown[], R> {
  /** Reads what the event needs from the state before the write (e.g. a task's previous assignee). */
  before?: (...args: A) => unknown;
  /** Publishes after a successful write; `before` is what the before hook returned (undefined without one). */
  after: (result: R, args: A, before: unknown) => void;
}

export type WriteHooks<T> = {
  [K in keyof T]?: T[K] extends (...args: infer A) => infer R ? WriteHook<A, Awaited<R>> : never;
};

export type ErrorReporter = (error: unknown) => void;

function wrap(original: Method, hook: WriteHook<unknown[], unknown>, report: ErrorReporter): Method {
  const publish = (result: unknown, args: unknown[], before: unknown) => {
    try {
      hook.after(result, args, before);
    } catch (error) {
      report(error);
    }
    return result;
  };
  const beforeOf = (args: unknown[]) => {
    try {
      return hook.before?.(...args);
    } catch {
      // The write itself reports the problem (e.g. an unknown id) in its own words.
      return undefined;
    }
  };
  return (...args: never[]) => {
    const run = (before: unknown) => {
      const result = original(...args);
      return isPromise(result) ? result.then((value) => publish(value, args, before)) : publish(result, args, before);
    };
    const before = beforeOf(args);
    return isPromise(before) ? before.then(run, () => run(undefined)) : run(before);
  };
}

export function publishingWrites<T extends object>(target: T, hooks: WriteHooks<T>, report: ErrorReporter): T {
  return withMethods(target, (property, bound) => {
    const hook = hooks[property as keyof T] as WriteHook<unknown[], unknown> | undefined;
    return hook ? wrap(bound, hook, report) : bound;
  });
}

/** Topics whose event is a change and the one changed record: the key the record goes under. */
type RecordKey<T extends Topic> = Exclude<keyof LiveEventTopics[T], 'change'>;

/**
 * The common case: writes that each return the changed record and publish one event of the topic with the
 * given change (a create, an update, a delete), the record under `key`. Answers the domain's publishing wrapper.
 */
export function recordChanges<T extends object, P extends Topic = Topic>(
  topic: P,
  key: RecordKey<P>,
  changes: { [K in keyof T]?: ChangeKind },
  /** Writes of many records (server/common/many-writes.ts): one event per record written, published together. */
  each: { [K in keyof T]?: ChangeKind } = {},
) {
  return (target: T, events: EventPublisher, report: ErrorReporter): T => {
    const hooks: Record<string, WriteHook<unknown[], unknown>> = {};
    const body = (change: ChangeKind, record: unknown) => ({ topic, change, [key]: record }) as LiveEventBody;
    for (const [method, change] of Object.entries(changes) as [string, ChangeKind][]) {
      hooks[method] = { after: (record) => events.publish(liveEvent(body(change, record))) };
    }
    for (const [method, change] of Object.entries(each) as [string, ChangeKind][]) {
      hooks[method] = { after: (result) => events.publishAll(liveEvents((result as ManyWritten<unknown>).written.map(({ after }) => body(change, after)))) };
    }
    return publishingWrites(target, hooks as WriteHooks<T>, report);
  };
}
