import type { FastifyPluginAsync } from 'fastify';
import { protectedErrorResponses } from '../../common/schemas.js';
import { callerId, callerOf } from '../../access/caller.js';
import { accountRef } from '../account.js';
import { saveGeneral } from '../account-general.js';
import { clientOf } from '../../http/client.js';
import {
  SETTINGS_LIMITS,
  type GeneralChanges,
  type InfoChanges,
  type NotificationChanges,
  type SocialChanges,
} from '../account-settings/repository.js';
import { arr, bool, nullableStr, obj, str } from '../json-schema.js';

const LINK_KEYS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const;
const NOTIFICATION_KEYS = ['commentOnArticle', 'answerOnForm', 'followMe', 'newAnnouncements', 'productUpdates', 'blogDigest'] as const;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const linkText = text(SETTINGS_LIMITS.url);

const settingsSchema = obj({
  id: { type: 'integer' },
  general: obj({ avatar: nullableStr, username: str, fullName: str, email: str, company: str }),
  info: obj({ bio: str, dob: nullableStr, country: str, website: str, phone: str }),
  social: obj({
    socialLinks: obj(Object.fromEntries(LINK_KEYS.map((k) => [k, str]))),
    connections: obj({
      connectedAccounts: arr(obj({ id: str, title: str, subtitle: str, img: str, connected: bool })),
      socialAccounts: arr(obj({ id: str, title: str, img: str, linked: bool, url: str })),
    }),
  }),
  notification: obj(Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, bool]))),
});

/** A closed body: every listed field required unless named optional. */
function body(properties: Record<string, unknown>, optional: readonly string[] = []) {
  return {
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((k) => !optional.includes(k)),
    properties,
  } as const;
}

const responses = { 200: settingsSchema, ...protectedErrorResponses } as const;

/**
 * GET /account-setting/data and one POST per form section (the spec lists only the read; the writes
 * mirror the GraphQL mutations so REST clients can save too). Values are checked by the repository.
 */
export const accountSettingsRoutes: FastifyPluginAsync = async (app) => {
  const repo = () => app.repositories.content.accountSettings;
  const caller = (id: number) => accountRef(app.repositories, id);

  app.get(
    '/account-setting/data',
    {
      config: { ability: ['read', 'Content'] },
      schema: { tags: ['content'], summary: "The caller's account settings", response: responses },
    },
    async (request) => repo().get(await caller(callerId(request))),
  );

  app.post<{ Body: GeneralChanges }>(
    '/account-setting/general',
    {
      config: { ability: ['update', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'Save the general section (username, full name, company, avatar); another e-mail is asked for, taking effect once its link is followed',
        body: body(
          {
            avatar: { type: ['string', 'null'], maxLength: SETTINGS_LIMITS.avatar },
            username: text(SETTINGS_LIMITS.username),
            fullName: text(SETTINGS_LIMITS.fullName),
            email: text(SETTINGS_LIMITS.email),
            company: text(SETTINGS_LIMITS.company),
          },
          ['avatar'],
        ),
        response: responses,
      },
    },
    async (request) => saveGeneral(app.repositories, app.emailVerification, callerId(request), request.body),
  );

  app.post<{ Body: InfoChanges }>(
    '/account-setting/info',
    {
      config: { ability: ['update', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'Save the info section (bio, date of birth, country, website, phone)',
        body: body({
          bio: text(SETTINGS_LIMITS.bio),
          dob: { type: ['string', 'null'], maxLength: 10 },
          country: text(SETTINGS_LIMITS.country),
          website: linkText,
          phone: text(30),
        }),
        response: responses,
      },
    },
    async (request) => repo().updateInfo(await caller(callerId(request)), request.body),
  );

  app.post<{ Body: SocialChanges }>(
    '/account-setting/social',
    {
      config: { ability: ['update', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'Save the social links and connected integrations',
        body: body(
          {
            socialLinks: body(Object.fromEntries(LINK_KEYS.map((k) => [k, linkText]))),
            connections: {
              type: 'array',
              maxItems: 20,
              items: body({ id: text(40), connected: { type: 'boolean' } }),
            },
          },
          ['connections'],
        ),
        response: responses,
      },
    },
    async (request) => repo().updateSocial(await caller(callerId(request)), request.body),
  );

  app.post<{ Body: NotificationChanges }>(
    '/account-setting/notification',
    {
      config: { ability: ['update', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'Save the notification flags',
        body: body(Object.fromEntries(NOTIFICATION_KEYS.map((k) => [k, { type: 'boolean' }]))),
        response: responses,
      },
    },
    async (request) => repo().updateNotifications(await caller(callerId(request)), request.body),
  );

  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    '/account-setting/password',
    {
      // Every signed-in account may change its own password, whatever its role.
      config: { signedIn: true },
      schema: {
        tags: ['content'],
        summary: "Change the caller's password; the current one must match; every other session of the account ends",
        body: body({ currentPassword: text(1024), newPassword: text(1024) }),
        response: {
          200: obj({ id: { type: 'integer' }, ok: bool, endedSessionIds: arr(str) }),
          ...protectedErrorResponses,
          429: protectedErrorResponses[401],
        },
      },
    },
    async (request) => app.authService.changePassword(callerOf(request), request.body.currentPassword, request.body.newPassword, clientOf(request)),
  );
};
