import { Repeater } from '@repeaterjs/repeater';
import { GraphQLError } from 'graphql';
import type { Principal } from '../auth/abilities.js';
import { TOPIC_SUBJECTS, type EventOf, type LiveEvent, type Topic } from '../events/catalog.js';
import type { GraphQLContext } from '../graphql/context.js';

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
export function mayReceive(principal: Principal, event: LiveEvent): boolean {
  return (
    principal.ability.can('read', TOPIC_SUBJECTS[event.topic]) && (event.audience === null || event.audience.includes(principal.accountId))
  );
}

/**
 * The source stream of a subscription field: events of the topics, from the context's event bus, that the
 * subscriber may receive (checked here for every event; the start is checked with `authorize`, which
 * answers FORBIDDEN). `accept` narrows further (e.g. only the subscriber's own chats). @repeaterjs/repeater
 * turns the callback subscription into an async iterator that unsubscribes when graphql-ws ends it; a
 * subscriber more than 1024 events behind is ended with an error rather than buffered without bound.
 */
export function subscribeTo<T extends Topic>(
  ctx: GraphQLContext,
  topics: readonly T[],
  accept: (event: EventOf<T>, principal: Principal) => boolean = () => true,
): AsyncIterable<EventOf<T>> {
  const events = socketEvents(ctx);
  let principal: Principal | undefined;
  for (const topic of topics) principal = ctx.authorize('read', TOPIC_SUBJECTS[topic]);
  if (!principal) throw new Error('subscribeTo needs at least one topic');
  const subscriber = principal;
  return new Repeater<EventOf<T>>(async (push, stop) => {
    const unsubscribe = events.subscribe(topics, (event) => {
      const typed = event as EventOf<T>;
      if (!mayReceive(subscriber, event) || !accept(typed, subscriber)) return;
      try {
        void push(typed);
      } catch {
        stop(new Error('Too many undelivered events: resubscribe and refetch'));
      }
    });
    await stop;
    unsubscribe();
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
