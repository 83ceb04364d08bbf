import type { FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { bearerCredential, unquoteToken } from '../../access/credentials.js';
import { type Action, type Subject } from '../../access/abilities.js';
import { ACCOUNT_RECHECK_MS, Principals } from '../../auth/principals.js';
import { withHook } from '../../http/route-hooks.js';
import { authorize, signedIn, type Principal } from '../../access/caller.js';
import { KeyAuthenticator } from '../../api-keys/authenticator.js';
import type { IndexedKey } from '../../api-keys/key-index.js';
import { isKeyShaped, looksLikeKey } from '../../api-keys/rules.js';
import type { AppConfig } from '../../config.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the caller must be allowed to do; every non-public API route declares it. */
    ability?: readonly [Action, Subject];
    /** Open to anonymous callers (login, register, refresh, health, docs, web assets). */
    public?: boolean;
    /** Open to every signed-in caller whatever its abilities (their own password and sessions). */
    signedIn?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    principalFromHeader(authorization: string | undefined): Promise<Principal | null>;
    /** The same caller, without a promise when it is known (server/auth/principals.ts): the hot paths. */
    callerFromHeader(authorization: string | undefined): Principal | null | Promise<Principal | null>;
    /**
     * The caller of a request, by its access token or its API key (`Authorization: Bearer ak_…` or `X-API-Key`):
     * a key that is malformed, unknown, revoked or expired rejects with 401, one past its rate limit with 429.
     */
    callerOfRequest(request: FastifyRequest): Principal | null | Promise<Principal | null>;
    /** Calls `listener` with the account of every caller a request names (REST guard, GraphQL): activity. */
    onCaller(listener: (accountId: number) => void): void;
    /** The caller behind a bare access token (quoted or not): REST headers, GraphQL, WebSocket init. */
    principalFromToken(token: string): Promise<Principal | null>;
    /**
     * The same caller as it is now, without a promise when known and without counting as activity: an open
     * subscription checks it for every event (a changed ability counts at once).
     */
    currentPrincipal(token: string): Principal | null | Promise<Principal | null>;
    /** The account id a valid access token names, without reading the account (who made a write, activity). */
    accountIdFromHeader(authorization: string | undefined): number | null;
  }
}

/** What a guarded route needs: a CASL rule, or only a signed-in caller. */
type Ability = readonly [Action, Subject] | 'signed-in';

/** Path prefixes of the legacy REST surface (spec section 7); routes under them are protected. */
export const API_PREFIXES = [
  '/api/', '/apps/', '/jwt/', '/faq/', '/blog/', '/pricing/', '/profile/', '/account-setting/', '/card/',
] as const;

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix));
}

/** A bearer credential meant as an API key (quoted or not): one test, so a token's request pays next to nothing. */
const KEY_BEARER = /^Bearer\s+"?ak_/i;

/** The API key a request carries, as sent (X-API-Key, or a bearer credential starting `ak_`); null without one. */
export function apiKeyOf(request: FastifyRequest): string | null {
  const header = request.headers['x-api-key'];
  if (header !== undefined) return typeof header === 'string' ? header.trim() : '';
  const { authorization } = request.headers;
  if (authorization === undefined || !KEY_BEARER.test(authorization)) return null;
  const bearer = bearerCredential(authorization);
  return bearer === null ? '' : unquoteToken(bearer);
}

/**
 * Bearer-token (or API-key) guard for every API route. It runs on `onRequest`, before the body is parsed or
 * validated, so an anonymous caller learns nothing from validation messages. A route under an API
 * prefix that declares neither `public` nor `ability` fails at start-up: nothing is open by accident.
 */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const principals = new Principals(app.tokens, app.repositories.accounts, app.repositories.sessions, app.revisions, app.roleAbilities, ACCOUNT_RECHECK_MS, {
      policy: app.twoStepPolicy,
      store: app.repositories.twoStep,
      verification: app.verificationPolicy,
    });
    // A key on a socket (connection_init, and every event's check) is looked up without counting as a request.
    const keyCaller = (secret: string): Principal | null | Promise<Principal | null> => {
      if (!isKeyShaped(secret)) return null;
      const key = app.apiKeyIndex.find(secret);
      const owner = (found: IndexedKey | null) => (found ? principals.ofKey(found.accountId, found.credential) : null);
      return key instanceof Promise ? key.then(owner) : owner(key);
    };
    const principalFromToken = async (token: string): Promise<Principal | null> => {
      const unquoted = unquoteToken(token);
      return looksLikeKey(unquoted) ? keyCaller(unquoted) : principals.of(unquoted);
    };
    app.decorate('principalFromToken', principalFromToken);
    app.decorate('currentPrincipal', (token: string): Principal | null | Promise<Principal | null> => {
      const unquoted = unquoteToken(token);
      if (looksLikeKey(unquoted)) return keyCaller(unquoted);
      const known = principals.known(unquoted);
      return known !== undefined ? known : principals.of(unquoted);
    });
    const keys = new KeyAuthenticator(app.apiKeyIndex, app.apiKeyUsage, (accountId, key) => principals.ofKey(accountId, key), config.apiKeyRateLimit, (err) =>
      app.log.error({ err }, 'API keys: counting a request failed'),
    );
    const callerListeners: ((accountId: number) => void)[] = [];
    const seen = (principal: Principal | null) => {
      if (principal) for (const listener of callerListeners) listener(principal.accountId);
      return principal;
    };
    app.decorate('onCaller', (listener: (accountId: number) => void) => void callerListeners.push(listener));
    const callerFromHeader = (authorization: string | undefined): Principal | null | Promise<Principal | null> => {
      const raw = bearerCredential(authorization);
      if (raw === null) return null;
      const token = unquoteToken(raw);
      const known = principals.known(token);
      return known !== undefined ? seen(known) : principals.of(token).then(seen);
    };
    app.decorate('callerFromHeader', callerFromHeader);
    const callerOfRequest = (request: FastifyRequest): Principal | null | Promise<Principal | null> => {
      const key = apiKeyOf(request);
      if (key === null) return callerFromHeader(request.headers.authorization);
      const caller = keys.caller(key, request.ip);
      return caller instanceof Promise ? caller.then(seen) : seen(caller);
    };
    app.decorate('callerOfRequest', callerOfRequest);
    app.decorate('principalFromHeader', async (authorization: string | undefined): Promise<Principal | null> => callerFromHeader(authorization));
    app.decorate('accountIdFromHeader', (authorization: string | undefined): number | null => {
      const token = bearerCredential(authorization);
      return token === null ? null : (app.tokens.verifyAccess(unquoteToken(token))?.accountId ?? null);
    });
    app.decorateRequest('principal', null);

    const admit = (request: FastifyRequest, done: HookHandlerDoneFunction, ability: Ability, principal: Principal | null) => {
      request.principal = principal;
      try {
        if (ability === 'signed-in') signedIn(principal);
        else authorize(principal, ability[0], ability[1]);
      } catch (error) {
        return done(error as Error);
      }
      done();
    };
    // Callback style, nothing allocated per request: a known caller passes without a promise.
    const guard = (ability: Ability): onRequestHookHandler => (request, _reply, done) => {
      const caller = callerOfRequest(request);
      if (caller instanceof Promise) caller.then((principal) => admit(request, done, ability, principal), done);
      else admit(request, done, ability, caller);
    };

    // Every route that declares an ability is declared after this plugin (server/app.ts) and gets the guard
    // as its first route hook: public routes and assets never run it.
    app.addHook('onRoute', (route) => {
      const config = route.config as { ability?: readonly [Action, Subject]; public?: boolean; signedIn?: boolean } | undefined;
      if (isApiPath(route.url) && !config?.public && !config?.ability && !config?.signedIn) {
        throw new Error(`API route ${route.method} ${route.url} declares neither "ability", "signedIn" nor "public"`);
      }
      const ability: Ability | undefined = config?.ability ?? (config?.signedIn ? 'signed-in' : undefined);
      if (ability && !config?.public) route.onRequest = withHook(route.onRequest, guard(ability));
    });
  },
  { name: 'auth-guard', dependencies: ['jwt', 'repositories', 'events'] },
);
