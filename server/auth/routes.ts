import type { FastifyPluginAsync } from 'fastify';
import { errorSchema } from '../common/schemas.js';
import { InvalidFieldError, TooManyRequestsError } from '../common/errors.js';
import { clientOf } from '../http/client.js';
import { bearerCredential, unquoteToken } from '../access/credentials.js';
import { INVALID_REFRESH_TOKEN } from './service.js';
import { ACCOUNT_ROLES } from '../access/roles.js';

const userDataSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    fullName: { type: 'string' },
    username: { type: 'string' },
    avatar: { type: ['string', 'null'] },
    email: { type: 'string' },
    role: { type: 'string', enum: ACCOUNT_ROLES },
    ability: {
      type: 'array',
      items: { type: 'object', properties: { action: { type: 'string' }, subject: { type: 'string' } } },
    },
    extras: { type: 'object', properties: { eCommerceCartItemsCount: { type: 'integer' } } },
    twoStepEnabled: { type: 'boolean' },
    twoStepEnrollmentRequired: { type: 'boolean' },
  },
} as const;

const sessionSchema = {
  type: 'object',
  properties: { userData: userDataSchema, accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
} as const;

/** Every /jwt/* call: open to anonymous callers, listed under `auth` in /docs without a bearer token. */
const AUTH_CALL = { tags: ['auth'], security: [] };

/** Codes and challenges are short; anything longer is no code. */
const codeSchema = { type: 'string', maxLength: 64 } as const;

/**
 * POST /jwt/login, /jwt/two-step, /jwt/register, /jwt/refresh-token, /jwt/logout (spec section 7 Auth, 8), and
 * beside them the forgotten password's /api/auth/forgot-password and /api/auth/reset-password.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  // Always 204, whether or not the address has an account (server/auth/password-reset.ts).
  app.post<{ Body: { email: string } }>(
    '/api/auth/forgot-password',
    {
      config: { public: true },
      schema: {
        ...AUTH_CALL,
        body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email: { type: 'string', maxLength: 254 } } },
        response: { 204: { type: 'null' }, 400: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      await app.passwordReset.request(request.body.email, clientOf(request));
      return reply.code(204).send();
    },
  );

  app.post<{ Body: { token: string; password: string } }>(
    '/api/auth/reset-password',
    {
      config: { public: true },
      schema: {
        ...AUTH_CALL,
        body: {
          type: 'object',
          required: ['token', 'password'],
          additionalProperties: false,
          properties: { token: codeSchema, password: { type: 'string', minLength: 1, maxLength: 1024 } },
        },
        response: { 204: { type: 'null' }, 400: errorSchema },
      },
    },
    async (request, reply) => {
      await app.passwordReset.reset(request.body.token, request.body.password);
      return reply.code(204).send();
    },
  );

  app.post<{ Body: { email: string; password: string; code?: string } }>(
    '/jwt/login',
    {
      config: { public: true },
      schema: {
        ...AUTH_CALL,
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 1024 }, code: codeSchema },
        },
        response: {
          200: sessionSchema,
          400: {
            type: 'object',
            properties: {
              error: {
                type: 'object',
                properties: { email: { type: 'array', items: { type: 'string' } }, code: { type: 'array', items: { type: 'string' } } },
              },
            },
          },
          401: {
            type: 'object',
            properties: { error: { type: 'string' }, twoStepRequired: { type: 'boolean' }, challenge: { type: 'string' } },
          },
          429: errorSchema,
        },
      },
      // The spec answers every login failure in one shape, malformed bodies included (section 8); the throttle's
      // refusal keeps its 429 and Retry-After (the app's error handler). A two-step code refused (of neither shape,
      // wrong or used) is said in that shape too, under `code`.
      errorHandler: (error, request, reply) => {
        if (error instanceof TooManyRequestsError) throw error;
        if (error instanceof InvalidFieldError && error.field === 'code') return reply.code(400).send({ error: { code: [error.message] } });
        return reply.code(400).send({ error: { email: ['Something went wrong'] } });
      },
    },
    async (request, reply) => {
      const { email, password, code } = request.body;
      const result = await app.authService.login(email, password, clientOf(request), code);
      // The right password of an account with two-step sign-in, without a code: the second step is POST /jwt/two-step.
      if (!result.ok && result.reason === 'two_step_required') {
        return reply.code(401).send({ error: 'two-step code required', twoStepRequired: true, challenge: result.challenge });
      }
      // A deactivated account is told so in the legacy shape, which the legacy login page shows as it is.
      if (!result.ok) return reply.code(400).send({ error: result.error });
      return result.session;
    },
  );

  // The second step of a sign-in /jwt/login answered with a challenge: the same session shape as /jwt/login.
  app.post<{ Body: { challenge: string; code: string } }>(
    '/jwt/two-step',
    {
      config: { public: true },
      schema: {
        ...AUTH_CALL,
        body: {
          type: 'object',
          required: ['challenge', 'code'],
          additionalProperties: false,
          properties: { challenge: codeSchema, code: codeSchema },
        },
        response: { 200: sessionSchema, 400: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request) => app.authService.completeSignIn(request.body.challenge, request.body.code, clientOf(request)),
  );

  app.post<{ Body: { email: string; password: string; username: string } }>(
    '/jwt/register',
    {
      config: { public: true },
      schema: {
        ...AUTH_CALL,
        body: {
          type: 'object',
          required: ['email', 'password', 'username'],
          properties: {
            email: { type: 'string', format: 'email', maxLength: 254 },
            // The policy (8 to 256 characters, not the e-mail or username) is checked by the service, naming the field.
            password: { type: 'string', minLength: 1, maxLength: 1024 },
            username: { type: 'string', minLength: 1, maxLength: 64, pattern: '\\S' },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              user: userDataSchema,
              accessToken: { type: 'string' },
              refreshToken: { type: 'string' },
              error: {
                type: 'object',
                properties: { email: { type: ['string', 'null'] }, username: { type: ['string', 'null'] } },
              },
            },
          },
          400: errorSchema,
          403: errorSchema,
        },
      },
    },
    async (request) => {
      const result = await app.authService.register(request.body, clientOf(request));
      if (!result.ok) return { error: result.error };
      return { user: result.user, accessToken: result.accessToken, refreshToken: result.refreshToken };
    },
  );

  app.post<{ Body: { refreshToken: string } }>(
    '/jwt/refresh-token',
    {
      config: { public: true },
      schema: {
        ...AUTH_CALL,
        body: {
          type: 'object',
          required: ['refreshToken'],
          properties: { refreshToken: { type: 'string', maxLength: 4096 } },
        },
        response: { 200: sessionSchema, 401: { type: 'object', properties: { error: { type: 'string' } } } },
      },
      errorHandler: (_error, _request, reply) => reply.code(401).send({ error: INVALID_REFRESH_TOKEN }),
    },
    async (request, reply) => {
      const result = await app.authService.refresh(unquoteToken(request.body.refreshToken));
      if (!result.ok) return reply.code(401).send({ error: result.error });
      return result.session;
    },
  );

  // Ends the session the refresh token (body) and/or the access token (header) names; each sent must be a valid
  // token of ours. Public: a client whose access token has expired still ends its session with the refresh token.
  app.post<{ Body: { refreshToken?: string } | undefined }>(
    '/jwt/logout',
    {
      config: { public: true },
      schema: {
        ...AUTH_CALL,
        body: { type: ['object', 'null'], properties: { refreshToken: { type: 'string', maxLength: 4096 } } },
        response: { 200: { type: 'object', properties: { ok: { type: 'boolean' } } }, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      const refreshToken = request.body?.refreshToken;
      const accessToken = bearerCredential(request.headers.authorization);
      await app.authService.logout({
        refreshToken: refreshToken === undefined ? undefined : unquoteToken(refreshToken),
        accessToken: accessToken === null ? undefined : unquoteToken(accessToken),
      });
      return { ok: true };
    },
  );
};
