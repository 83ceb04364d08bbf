import { CHAT_STATUSES } from './models.js';

/** JSON schemas of the chat REST answers: response schemas strip unlisted fields, so list them all. */
const statusSchema = { type: 'string', enum: CHAT_STATUSES } as const;

export const messageSchema = {
  type: 'object',
  properties: { message: { type: 'string' }, time: { type: 'string' }, senderId: { type: 'integer' } },
} as const;

export const profileUserSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    avatar: { type: 'string' },
    fullName: { type: 'string' },
    role: { type: 'string' },
    about: { type: 'string' },
    status: statusSchema,
    settings: {
      type: 'object',
      properties: { isTwoStepAuthVerificationEnabled: { type: 'boolean' }, isNotificationsOn: { type: 'boolean' } },
    },
  },
} as const;

const contactProperties = {
  id: { type: 'integer' },
  fullName: { type: 'string' },
  role: { type: 'string' },
  about: { type: 'string' },
  avatar: { type: 'string' },
  status: statusSchema,
} as const;

export const contactSchema = { type: 'object', properties: contactProperties } as const;

/** A contact in the sidebar's chat list: the contact plus its conversation summary. */
export const chatContactSchema = {
  type: 'object',
  properties: {
    ...contactProperties,
    chat: {
      type: 'object',
      properties: { id: { type: 'integer' }, unseenMsgs: { type: 'integer' }, lastMessage: messageSchema },
    },
  },
} as const;

export const chatSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    userId: { type: 'integer' },
    unseenMsgs: { type: 'integer' },
    chat: { type: 'array', items: messageSchema },
  },
} as const;
