import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { callerId } from '../access/caller.js';
import { writerOf } from '../common/record-versions.js';
import { errorSchema, idFromQueryOrBody, legacyId, protectedErrorResponses } from '../common/schemas.js';
import type { CalendarCategory, EventChanges, EventExtendedProps, NewEvent } from './models.js';
import {
  addEventBodySchema,
  eventSchema,
  eventsQuerySchema,
  removeEventBodySchema,
  removeEventQuerySchema,
  updateEventBodySchema,
} from './schemas.js';

/** Repeated values and comma lists both arrive as strings; the schema has checked each name. */
function parseCalendars(values: readonly string[] | undefined): CalendarCategory[] | undefined {
  if (values === undefined) return undefined;
  const names = values.flatMap((value) => value.split(',')).filter((name) => name !== '');
  return [...new Set(names as CalendarCategory[])];
}

type LegacyGuest = string | { value: string };

interface LegacyEventBody extends Omit<EventChanges, 'extendedProps'> {
  extendedProps?: Partial<Omit<EventExtendedProps, 'guests'>> & {
    guests?: LegacyGuest[] | Record<string, never>;
    desc?: string;
    url?: string;
  };
}

/** The legacy sidebar's spellings in ours: guests as names, `desc` as the description, the link as `url`. */
function fromLegacyEvent<E extends LegacyEventBody>({ extendedProps, ...event }: E): Omit<E, 'extendedProps'> & EventChanges {
  if (!extendedProps) return event;
  const { guests, desc, url, ...props } = extendedProps;
  return {
    ...event,
    ...(event.url === undefined && url !== undefined && { url }),
    extendedProps: {
      ...props,
      ...(props.description === undefined && desc !== undefined && { description: desc }),
      ...(guests !== undefined && {
        guests: Array.isArray(guests) ? guests.map((guest) => (typeof guest === 'string' ? guest : guest.value)) : [],
      }),
    },
  };
}

/** GET events, POST add-event and update-event, DELETE remove-event (spec section 7 Calendar). */
export const calendarRoutes: FastifyPluginAsync = async (app) => {
  const repo = () => app.repositories.calendar;
  // Legacy calls send no version: the last write wins, and still names its writer.
  const writer = (request: FastifyRequest) => writerOf(app.repositories.accounts, callerId(request));

  app.get<{ Querystring: { calendars?: string[] } }>(
    '/apps/calendar/events',
    {
      config: { ability: ['read', 'Event'] },
      schema: {
        tags: ['calendar'],
        summary: 'Events of the chosen calendars, by start (no calendars param: all; empty: none)',
        querystring: eventsQuerySchema,
        response: { 200: { type: 'array', items: eventSchema }, ...protectedErrorResponses },
      },
    },
    async (request) => repo().list(parseCalendars(request.query.calendars)),
  );

  app.post<{ Body: { event: LegacyEventBody & Pick<NewEvent, 'title' | 'start' | 'end'> } }>(
    '/apps/calendar/add-event',
    {
      config: { ability: ['create', 'Event'] },
      schema: {
        tags: ['calendar'],
        summary: 'Adds an event (new id = max id + 1); answers the event itself',
        body: addEventBodySchema,
        response: { 201: eventSchema, ...protectedErrorResponses },
      },
    },
    async (request, reply) => reply.code(201).send(await repo().add(fromLegacyEvent(request.body.event) as NewEvent, await writer(request))),
  );

  app.post<{ Body: { event: LegacyEventBody & { id: number | string } } }>(
    '/apps/calendar/update-event',
    {
      config: { ability: ['update', 'Event'] },
      schema: {
        tags: ['calendar'],
        summary: 'Changes the given fields of an event; answers the event itself',
        body: updateEventBodySchema,
        response: { 200: eventSchema, ...protectedErrorResponses, 404: errorSchema },
      },
    },
    async (request) => {
      const { id, ...changes } = request.body.event;
      return repo().update(legacyId(id), fromLegacyEvent(changes), await writer(request));
    },
  );

  app.delete<{ Querystring: { id?: number }; Body: { id?: number } | null }>(
    '/apps/calendar/remove-event',
    {
      config: { ability: ['delete', 'Event'] },
      schema: {
        tags: ['calendar'],
        summary: 'Removes an event; id in the query or the JSON body; answers the removed event',
        querystring: removeEventQuerySchema,
        body: removeEventBodySchema,
        response: { 200: eventSchema, ...protectedErrorResponses, 404: errorSchema },
      },
    },
    async (request) => {
      const id = idFromQueryOrBody(request.query, request.body);
      return repo().remove(id);
    },
  );
};
