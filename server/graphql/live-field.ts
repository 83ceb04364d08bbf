import { Repeater } from '@repeaterjs/repeater';
import { GraphQLError } from 'graphql';
import type { EventOf, LiveEvent, Topic } from '../events/catalog.js';
import { closingIterator } from './closing-iterator.js';
import type { GraphQLContext } from './context.js';
import type { Subject } from '../access/abilities.js';
import type { Principal } from '../access/caller.js';

/** The event bus of a WebSocket operation; over HTTP, where subscriptions do not run, a clear BAD_REQUEST. */
function socketEvents(ctx: GraphQLContext) {
  if (!ctx.events) {
    throw new GraphQLError('Subscriptions are served over WebSocket (graphql-ws protocol) at /graphql', {
      extensions: { code: 'BAD_REQUEST' },
    });
  }
  return ctx.events;
}

/** Whether an account may receive an event: the topic's CASL read rule, and the audience when the event has one. */
function mayReceive(principal: Principal, event: LiveEvent, subject: Subject): boolean {
  return principal.ability.can('read', subject) && (event.audience === null || event.audience.includes(principal.accountId));
}

/**
 * The source stream of a subscription field: events of the topics, from the context's event bus, that the
 * subscriber may receive. The start is checked with `authorize` (FORBIDDEN); every event is checked against the
 * subscriber as they are when it arrives (`currentPrincipal`: a grant taken away stops delivery at
 * once, given back resumes it). Events only ever meant for other accounts are dropped as they are published;
 * the rest are checked in order as they are delivered. `accept` narrows further (e.g. only the subscriber's own
 * chats). @repeaterjs/repeater turns the callback subscription into an async iterator that unsubscribes when
 * graphql-ws ends it; a subscriber more than 1024 events behind is ended with an error rather than buffered
 * without bound.
 */
export function subscribeTo<T extends Topic>(
  ctx: GraphQLContext,
  topics: readonly T[],
  accept: (event: EventOf<T>, principal: Principal) => boolean = () => true,
): AsyncIterable<EventOf<T>> {
  const events = socketEvents(ctx);
  let principal: Principal | undefined;
  for (const topic of topics) principal = ctx.authorize('read', events.topics[topic].subject);
  if (!principal) throw new Error('subscribeTo needs at least one topic');
  const { accountId } = principal;
  const published = new Repeater<EventOf<T>>(async (push, stop) => {
    const unsubscribe = events.subscribe(topics, (event) => {
      if (event.audience !== null && !event.audience.includes(accountId)) return;
      try {
        void push(event as EventOf<T>);
      } catch {
        stop(new Error('Too many undelivered events: resubscribe and refetch'));
      }
    });
    await stop;
    unsubscribe();
  });
  return receivable(published, (event) => {
    const now = ctx.currentPrincipal();
    const decide = (current: Principal | null) => current !== null && mayReceive(current, event, events.topics[event.topic].subject) && accept(event, current);
    return now instanceof Promise ? now.then(decide) : decide(now);
  });
}

/** The events of `source` that `keep` lets through, in order. */
function receivable<E>(source: AsyncIterable<E>, keep: (event: E) => boolean | Promise<boolean>): AsyncGenerator<E, undefined> {
  const iterator = source[Symbol.asyncIterator]();
  return closingIterator(iterator, async () => {
    for (;;) {
      const step = await iterator.next();
      if (step.done) return { done: true, value: undefined };
      if (await keep(step.value)) return step;
    }
  });
}

/**
 * A subscription field of the resolver map: its source stream (`subscribeTo`) and how one event becomes the
 * field's payload. `resolve` runs at delivery, per subscriber, so viewer-relative parts (a chat as the
 * subscriber sees it, product flags) are read then.
 */
export function liveField<T extends Topic, R>(
  topics: readonly T[],
  resolve: (event: EventOf<T>, ctx: GraphQLContext, principal: Principal) => R,
  accept?: (event: EventOf<T>, principal: Principal) => boolean,
) {
  return {
    subscribe: (_parent: unknown, _args: unknown, ctx: GraphQLContext) => subscribeTo(ctx, topics, accept),
    resolve: (event: EventOf<T>, _args: unknown, ctx: GraphQLContext) => {
      // Over HTTP, graphql-js runs a subscription field like a query: only `resolve` is called.
      socketEvents(ctx);
      if (!ctx.principal) throw new Error('a subscription without a principal');
      return resolve(event, ctx, ctx.principal);
    },
  };
}
