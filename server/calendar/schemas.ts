import { idSchema, legacyIdSchema } from '../common/schemas.js';
import { CALENDARS } from './models.js';
import { LIMITS } from './rules.js';

/** "2026-12-05" or a full ISO-8601 date-time; the repository checks it is a real date. */
const isoDateSchema = {
  type: 'string',
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
} as const;

export const eventSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    url: { type: 'string' },
    title: { type: 'string' },
    start: { type: 'string' },
    end: { type: 'string' },
    allDay: { type: 'boolean' },
    extendedProps: {
      type: 'object',
      properties: {
        calendar: { type: 'string', enum: CALENDARS },
        guests: { type: 'array', items: { type: 'string' } },
        location: { type: 'string' },
        description: { type: 'string' },
      },
    },
  },
} as const;

const category = CALENDARS.join('|');

/**
 * `calendars` repeats (`?calendars=Personal&calendars=Business`) or is a comma list
 * (`?calendars=Personal,Business`). Absent: every event; present but empty: none.
 */
export const eventsQuerySchema = {
  type: 'object',
  properties: {
    calendars: {
      type: 'array',
      maxItems: 20,
      items: { type: 'string', maxLength: 100, pattern: `^((${category})(,(${category}))*)?$` },
    },
  },
} as const;

const eventFields = {
  title: { type: 'string', minLength: 1, maxLength: LIMITS.title },
  start: isoDateSchema,
  end: isoDateSchema,
  allDay: { type: 'boolean' },
  url: { type: 'string', maxLength: LIMITS.url },
} as const;

const guestName = { type: 'string', minLength: 1, maxLength: LIMITS.guest } as const;

/**
 * The legacy event sidebar sends guests as its select's options (`{ value, label, avatar }`), and
 * `{}` while none was picked; its add form puts the description in `desc` and the link in
 * `extendedProps.url`. Each has a plain meaning in ours (see `fromLegacyEvent` in routes.ts).
 */
const extendedPropsFields = {
  calendar: { type: 'string', enum: CALENDARS },
  guests: {
    anyOf: [
      {
        type: 'array',
        maxItems: LIMITS.guests,
        items: { anyOf: [guestName, { type: 'object', required: ['value'], properties: { value: guestName } }] },
      },
      { type: 'object', maxProperties: 0 },
    ],
  },
  location: { type: 'string', maxLength: LIMITS.location },
  description: { type: 'string', maxLength: LIMITS.description },
  desc: { type: 'string', maxLength: LIMITS.description },
  url: { type: 'string', maxLength: LIMITS.url },
} as const;

export const addEventBodySchema = {
  type: 'object',
  required: ['event'],
  additionalProperties: false,
  properties: {
    event: {
      type: 'object',
      required: ['title', 'start', 'end', 'extendedProps'],
      additionalProperties: false,
      properties: {
        ...eventFields,
        extendedProps: { type: 'object', required: ['calendar'], additionalProperties: false, properties: extendedPropsFields },
      },
    },
  },
} as const;

export const updateEventBodySchema = {
  type: 'object',
  required: ['event'],
  additionalProperties: false,
  properties: {
    event: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: {
        ...eventFields,
        // FullCalendar's event ids are strings: the legacy client echoes them back as "3".
        id: legacyIdSchema,
        extendedProps: { type: 'object', additionalProperties: false, properties: extendedPropsFields },
      },
    },
  },
} as const;

export const removeEventQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { id: idSchema },
} as const;

export const removeEventBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { id: idSchema },
} as const;
