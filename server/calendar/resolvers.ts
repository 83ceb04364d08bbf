import type { EventExtendedPropsUpdateInput, Resolvers } from '../__generated__/resolvers-types.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { writerOf } from '../common/record-versions.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { EventChanges, EventExtendedProps } from './models.js';

interface EventFields {
  title?: string | null;
  start?: Date | null;
  end?: Date | null;
  allDay?: boolean | null;
  url?: URL | null;
  extendedProps?: EventExtendedPropsUpdateInput | null;
}

const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** GraphQL nulls mean "leave unchanged", except url where null removes the link. */
function toChanges(input: EventFields): EventChanges {
  const props = input.extendedProps;
  const extendedProps: Partial<EventExtendedProps> | undefined = props
    ? {
        calendar: given(props.calendar),
        guests: given(props.guests),
        location: given(props.location),
        description: given(props.description),
      }
    : undefined;
  return {
    title: given(input.title),
    start: given(input.start)?.toISOString(),
    end: given(input.end)?.toISOString(),
    allDay: given(input.allDay),
    // String(): graphql-jit hands URL literals over as strings, variables arrive as URL objects.
    url: input.url === undefined ? undefined : input.url === null ? '' : String(input.url),
    extendedProps,
  };
}

const writer = (ctx: GraphQLContext, version?: number | null) => writerOf(ctx.repositories.accounts, ctx.principal?.accountId, version);

/** events and the event mutations over CalendarRepository, with REST's CASL rules. */
export const calendarResolvers: Resolvers = {
  Query: {
    events: (_parent, { calendars }, ctx) => {
      ctx.authorize('read', 'Event');
      return ctx.repositories.calendar.list(calendars ?? undefined);
    },
    event: (_parent, { id }, ctx) => {
      ctx.authorize('read', 'Event');
      return ctx.repositories.calendar.find(idFromGraphQL(id));
    },
  },
  Mutation: {
    addEvent: async (_parent, { input }, ctx) => {
      ctx.authorize('create', 'Event');
      const changes = toChanges(input);
      return ctx.repositories.calendar.add({
        ...changes,
        title: input.title,
        start: input.start.toISOString(),
        end: input.end.toISOString(),
        extendedProps: { ...changes.extendedProps, calendar: input.extendedProps.calendar },
      }, await writer(ctx));
    },
    updateEvent: async (_parent, { id, input }, ctx) => {
      ctx.authorize('update', 'Event');
      return ctx.repositories.calendar.update(idFromGraphQL(id), toChanges(input), await writer(ctx, input.version));
    },
    removeEvent: (_parent, { id }, ctx) => {
      ctx.authorize('delete', 'Event');
      return ctx.repositories.calendar.remove(idFromGraphQL(id));
    },
  },
  Event: {
    url: (event) => event.url || null,
  },
};
