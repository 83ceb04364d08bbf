import type { FastifyPluginAsync } from 'fastify';
import { callerId } from '../access/caller.js';
import { errorSchema, idSchema, protectedErrorResponses } from '../common/schemas.js';
import { MAX_MESSAGE_LENGTH } from './repository.js';
import { chatSummary } from './rules.js';
import { chatContactSchema, chatSchema, contactSchema, messageSchema, profileUserSchema } from './rest-schemas.js';

const withNotFound = { ...protectedErrorResponses, 404: errorSchema } as const;

interface SendMessageBody {
  obj: { message: string; contact: { id: number } };
}

/** The legacy chat calls (spec section 7 "Chat", LEGACY.md), answered for the token's account: thin over ChatRepository. */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  const repo = () => app.repositories.chat;

  app.get(
    '/apps/chat/users/profile-user',
    {
      config: { ability: ['read', 'Chat'] },
      schema: { tags: ['chat'], response: { 200: profileUserSchema, ...protectedErrorResponses } },
    },
    async (request) => repo().profile(callerId(request)),
  );

  app.get(
    '/apps/chat/chats-and-contacts',
    {
      config: { ability: ['read', 'Chat'] },
      schema: {
        tags: ['chat'],
        response: {
          200: {
            type: 'object',
            properties: {
              chatsContacts: { type: 'array', items: chatContactSchema },
              contacts: { type: 'array', items: contactSchema },
              profileUser: profileUserSchema,
            },
          },
          ...protectedErrorResponses,
        },
      },
    },
    async (request) => {
      const chat = repo();
      const me = callerId(request);
      const [chats, contacts, profileUser] = await Promise.all([chat.chats(me), chat.contacts(me), chat.profile(me)]);
      const byId = new Map(contacts.map((c) => [c.id, c]));
      const chatsContacts = chats.flatMap((record) => {
        const summary = chatSummary(record);
        const contact = byId.get(record.userId);
        return summary && contact ? [{ ...contact, chat: summary }] : [];
      });
      return { chatsContacts, contacts, profileUser };
    },
  );

  // A GET that marks the conversation seen: the legacy client opens a chat with it (spec section 4).
  app.get<{ Querystring: { id: number } }>(
    '/apps/chat/get-chat',
    {
      config: { ability: ['read', 'Chat'], writes: true },
      schema: {
        tags: ['chat'],
        querystring: { type: 'object', required: ['id'], properties: { id: idSchema } },
        response: {
          200: { type: 'object', properties: { chat: { ...chatSchema, nullable: true }, contact: contactSchema } },
          ...withNotFound,
        },
      },
    },
    async (request) => {
      const { chat } = await repo().open(callerId(request), request.query.id);
      return { chat, contact: await repo().contact(request.query.id) };
    },
  );

  app.post<{ Body: SendMessageBody }>(
    '/apps/chat/send-msg',
    {
      config: { ability: ['create', 'Chat'] },
      schema: {
        tags: ['chat'],
        body: {
          type: 'object',
          required: ['obj'],
          additionalProperties: false,
          properties: {
            obj: {
              type: 'object',
              required: ['message', 'contact'],
              additionalProperties: false,
              properties: {
                message: { type: 'string', minLength: 1, maxLength: MAX_MESSAGE_LENGTH, pattern: '\\S' },
                // Legacy clients send the whole contact; only its id matters.
                contact: { type: 'object', required: ['id'], properties: { id: idSchema } },
              },
            },
          },
        },
        response: {
          201: {
            type: 'object',
            properties: { newMessageData: messageSchema, id: { type: 'integer' }, chat: chatSchema },
          },
          ...withNotFound,
        },
      },
    },
    async (request, reply) => {
      const { message, chat, created } = await repo().send(callerId(request), request.body.obj.contact.id, request.body.obj.message);
      return reply.code(201).send({ newMessageData: message, id: chat.id, ...(created ? { chat } : {}) });
    },
  );
};
