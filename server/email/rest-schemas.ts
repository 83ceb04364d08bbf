import { EMAIL_FOLDERS, EMAIL_LABELS, MAILBOX_VIEWS } from './models.js';

/** JSON schemas of the email REST answers: response schemas strip unlisted fields, so list them all. */
const senderSchema = {
  type: 'object',
  // Always a picture: theirs or their initials avatar (rules.ts emailView).
  properties: { email: { type: 'string' }, name: { type: 'string' }, avatar: { type: 'string' } },
} as const;

const recipientsSchema = {
  type: 'array',
  items: { type: 'object', properties: { name: { type: 'string' }, email: { type: 'string' } } },
} as const;

const attachmentsSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { fileName: { type: 'string' }, thumbnail: { type: 'string' }, url: { type: 'string' }, size: { type: 'string' } },
  },
} as const;

const addressListSchema = { type: 'array', items: { type: 'string' } } as const;

const replySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    from: senderSchema,
    to: recipientsSchema,
    cc: addressListSchema,
    bcc: addressListSchema,
    subject: { type: 'string' },
    message: { type: 'string' },
    attachments: attachmentsSchema,
    time: { type: 'string' },
  },
} as const;

const emailProperties = {
  id: { type: 'integer' },
  from: senderSchema,
  to: recipientsSchema,
  subject: { type: 'string' },
  cc: addressListSchema,
  bcc: addressListSchema,
  message: { type: 'string' },
  attachments: attachmentsSchema,
  isStarred: { type: 'boolean' },
  labels: { type: 'array', items: { type: 'string', enum: EMAIL_LABELS } },
  time: { type: 'string' },
  replies: { type: 'array', items: replySchema },
  folder: { type: 'string', enum: EMAIL_FOLDERS },
  isRead: { type: 'boolean' },
} as const;

export const emailSchema = { type: 'object', properties: emailProperties } as const;

export const emailWithNavSchema = {
  type: 'object',
  properties: { ...emailProperties, hasPreviousMail: { type: 'boolean' }, hasNextMail: { type: 'boolean' } },
} as const;

export const emailsMetaSchema = {
  type: 'object',
  properties: { inbox: { type: 'integer' }, draft: { type: 'integer' }, spam: { type: 'integer' } },
} as const;

/** What the bulk calls answer: the changed mails and the fresh sidebar counters. */
export const bulkResultSchema = {
  type: 'object',
  properties: { emails: { type: 'array', items: emailSchema }, emailsMeta: emailsMetaSchema },
} as const;

export const emailIdsSchema = {
  type: 'array',
  minItems: 1,
  maxItems: 1000,
  items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
} as const;

export const folderViewSchema = { type: 'string', enum: MAILBOX_VIEWS, default: 'inbox' } as const;
export const labelSchema = { type: 'string', enum: EMAIL_LABELS } as const;
export const folderSchema = { type: 'string', enum: EMAIL_FOLDERS } as const;
