import { createSourceEventStream, execute, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { LiveEvent, TopicRules } from '../events/catalog.js';
import { closingIterator } from './closing-iterator.js';

type Results = Map<string, Promise<ExecutionResult>>;

/**
 * graphql-js `subscribe`, except that an event whose payload is the same for everyone is executed once per
 * subscription document and variables, however many sockets subscribed with them: fan-out to a thousand
 * sockets then costs one execution and a thousand sends. The per-socket CASL check has already happened in
 * the source stream (server/graphql/live-field.ts); the shared result holds no viewer-relative data.
 */
export function createSharedSubscribe(topics: TopicRules) {
  const byEvent = new WeakMap<LiveEvent, Results>();

  return async (args: ExecutionArgs): Promise<AsyncGenerator<ExecutionResult> | ExecutionResult> => {
    const source = await createSourceEventStream(args);
    if (!(Symbol.asyncIterator in source)) return source;
    const iterator = source[Symbol.asyncIterator]();
    const key = `${args.operationName ?? ''}\u0000${args.document.loc?.source.body ?? ''}\u0000${JSON.stringify(args.variableValues ?? {})}`;

    const run = (event: LiveEvent): Promise<ExecutionResult> => {
      const once = async () => execute({ ...args, rootValue: event });
      if (!topics[event.topic].shared) return once();
      let results = byEvent.get(event);
      if (!results) byEvent.set(event, (results = new Map()));
      let result = results.get(key);
      if (!result) results.set(key, (result = once()));
      return result;
    };

    return closingIterator(iterator, async () => {
      const step = await iterator.next();
      return step.done ? { done: true, value: undefined } : { done: false, value: await run(step.value as LiveEvent) };
    });
  };
}
