import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { AccountAdministration } from '../../auth/account-admin.js';
import { ACCOUNT_RECHECK_MS } from '../../auth/principals.js';
import { RoleAbilities } from '../../access/role-abilities.js';
import type { AccountRole } from '../../access/roles.js';
import { AuthService } from '../../auth/service.js';
import { SignInThrottle } from '../../auth/sign-in-throttle.js';
import { SessionService } from '../../sessions/service.js';
import { TwoStepSettings, type TwoStepPolicy } from '../../auth/two-step-settings.js';
import { SecretBox } from '../../two-step/secret-box.js';
import { TwoStepService } from '../../two-step/service.js';
import { Revisions } from '../../common/revisions.js';
import { PasswordReset } from '../../auth/password-reset.js';
import { EmailVerification, type VerificationPolicy } from '../../auth/email-verification.js';
import { InvoiceSending } from '../../invoices/send.js';
import { MailQueue } from '../../mail/queue.js';
import { MailService } from '../../mail/service.js';
import { transportFor } from '../../mail/transport.js';
import { interruptStaleJobs, STALE_AFTER_MS } from '../../bulk-jobs/runner.js';
import { InProcessJobs, type JobRunner } from '../../bulk-jobs/kinds.js';
import { ThreadJobs } from '../../composition/job-thread.js';
import { createRepositories } from '../../composition/repositories.js';
import { topicReferences } from '../../composition/topics.js';
import { memoryStores, postgresStores } from '../../composition/stores.js';
import type { Seed } from '../../../seed/index.js';
import type { Clock } from '../../common/clock.js';
import type { ContextServices } from '../../graphql/context.js';
import type { Repositories } from '../../common/repositories.js';
import { ApiKeyIndex } from '../../api-keys/key-index.js';
import { ApiKeyService } from '../../api-keys/service.js';
import { KeyUsage } from '../../api-keys/usage.js';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
    /** Moved by every settled write of the repositories: what kept answers are checked against. */
    revisions: Revisions;
    /** Each role's abilities, kept until a permission write. */
    roleAbilities: RoleAbilities;
    authService: AuthService;
    accountAdministration: AccountAdministration;
    /** Which roles must enrol in two-step sign-in first (TWO_STEP_REQUIRED_ROLES): the auth guard narrows their sessions. */
    twoStepPolicy: TwoStepPolicy;
    /** REGISTRATION_REQUIRE_VERIFIED_EMAIL: the auth guard narrows the sessions of unverified accounts. */
    verificationPolicy: VerificationPolicy;
    /** Letters for the domains: composed, checked and queued (server/mail/service.ts). */
    mail: MailService;
    /** This instance's worker of the mail queue (started and stopped by server/plugins/app/mail.ts). */
    mailQueue: MailQueue;
    passwordReset: PasswordReset;
    emailVerification: EmailVerification;
    invoiceSending: InvoiceSending;
    /** What every GraphQL resolver reaches beside the repositories (server/graphql/context.ts). */
    contextServices: ContextServices;
    /** Every unrevoked API key by its hash: the auth guard finds a request's key here, never in the database. */
    apiKeyIndex: ApiKeyIndex;
    /** The API keys' last uses, noted per request and written in batches. */
    apiKeyUsage: KeyUsage;
  }
}

/**
 * Each app instance owns its repositories: over the database when one is configured, else over its own
 * fresh copy of the seed in memory.
 */
export default fp<{ config: AppConfig; seed: () => Seed; clock: Clock }>(
  async (app, { config, seed, clock }) => {
    // On PostgreSQL the seed is built only to fill an empty database (server/plugins/app/database.ts).
    const stores = app.db ? postgresStores(app.db, clock) : memoryStores(seed(), clock);
    const revisions = new Revisions();
    const rulesOfRole = async (role: AccountRole) => (await roleAbilities.current()).rulesOf(role);
    const repositories = createRepositories(stores, app.events, (err) => app.log.error({ err }, 'publishing a live event failed'), revisions, rulesOfRole);
    // Another instance may change the permissions on PostgreSQL: seen within a second, as its account changes are.
    const roleAbilities = new RoleAbilities(() => repositories.permissions.roleGrants(), revisions, app.db ? ACCOUNT_RECHECK_MS : Number.POSITIVE_INFINITY);
    app.events.tellByReference(topicReferences(repositories));
    app.decorate('revisions', revisions);
    app.decorate('repositories', repositories);
    // On PostgreSQL the jobs run in a worker thread of their own, away from the heap that answers requests.
    const abilitySource = { roleAbilities, accountRole: (id: number) => repositories.accounts.findById(id) };
    const bulkJobs: JobRunner = config.databaseUrl
      ? new ThreadJobs(repositories.bulkJobs, { databaseUrl: config.databaseUrl, schema: config.databaseSchema, channel: config.eventChannel }, revisions, app.log)
      : new InProcessJobs(repositories, abilitySource);
    // Bulk jobs go on after their request: closing waits for them to end before the database goes.
    app.addHook('preClose', () => bulkJobs.settled());
    app.addHook('onClose', () => bulkJobs.close());
    // Jobs left running by an instance that stopped end `interrupted`, found at start and then every half stale period.
    const sweepStaleJobs = () =>
      interruptStaleJobs(repositories.bulkJobs, clock).then(
        (jobs) => jobs.length > 0 && app.log.warn({ jobs: jobs.map((job) => job.id) }, 'bulk jobs interrupted: their instance stopped'),
        (err: unknown) => app.log.error({ err }, 'looking for interrupted bulk jobs failed'),
      );
    let sweeper: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sweepStaleJobs();
      sweeper = setInterval(() => void sweepStaleJobs(), STALE_AFTER_MS / 2);
      sweeper.unref();
    });
    app.addHook('onClose', async () => clearInterval(sweeper));
    const sessions = new SessionService(repositories.sessions, app.tokens, config.refreshTtlSeconds);
    // Counts kept by this app (memory) or in the database, shared by every instance (server/auth/sign-in-throttle.ts).
    const throttle = new SignInThrottle(config.signInThrottle, app.db, {
      failed: () => app.metrics.signInFailures.inc(),
      refused: () => app.metrics.signInsThrottled.inc(),
    });
    const twoStep = new TwoStepService(repositories.twoStep, new SecretBox(config.twoStepEncryptionKey), clock);
    const twoStepPolicy: TwoStepPolicy = { requiredRoles: config.twoStepRequiredRoles };
    const mailQueue = new MailQueue(repositories.mail, transportFor(config.mail), config.mail, {
      // Which letter and where it went (a file's name, the server's answer): never its content or links.
      sent: (letter, where) => {
        app.metrics.mailSent.inc();
        app.log.info({ letterId: letter.id, kind: letter.kind, tries: letter.tries, where }, 'letter sent');
      },
      retried: (letter) => {
        app.metrics.mailRetries.inc();
        app.log.warn({ letterId: letter.id, kind: letter.kind, tries: letter.tries, reason: letter.lastError, nextAttemptAt: letter.nextAttemptAt }, 'letter not sent: tried again later');
      },
      failed: (letter) => {
        app.metrics.mailFailed.inc();
        app.log.error({ letterId: letter.id, kind: letter.kind, tries: letter.tries, reason: letter.lastError }, 'letter failed');
      },
      error: (err) => app.log.error({ err }, 'the mail queue could not go on: trying again at the next poll'),
    });
    const mail = new MailService(
      repositories.mail,
      config.publicUrl ?? `http://localhost:${config.port}`,
      () => mailQueue.wake(),
      (err) => app.log.error({ err }, 'mail work after an answer failed'),
    );
    app.decorate('mail', mail);
    app.decorate('mailQueue', mailQueue);
    // Reset requests have counters of their own: asking for letters never locks anyone out of signing in.
    const resetThrottle = new SignInThrottle(config.signInThrottle, app.db, { failed: () => {}, refused: () => app.metrics.signInsThrottled.inc() }, 'reset-');
    const emailVerification = new EmailVerification(repositories.accounts, mail, clock);
    app.decorate('invoiceSending', new InvoiceSending(repositories.invoices, mail));
    app.decorate('emailVerification', emailVerification);
    app.decorate('passwordReset', new PasswordReset(repositories.accounts, sessions, resetThrottle, mail, clock, config.passwordResetTtlSeconds));
    app.decorate('roleAbilities', roleAbilities);
    app.decorate('twoStepPolicy', twoStepPolicy);
    app.decorate('verificationPolicy', { requireVerifiedEmail: config.requireVerifiedEmail });
    app.decorate(
      'authService',
      new AuthService(
        repositories.accounts,
        sessions,
        throttle,
        config,
        (accountId) => repositories.ecommerce.cartItemsCount(accountId),
        roleAbilities,
        clock,
        repositories.accountEvents,
        twoStep,
        twoStepPolicy,
        emailVerification,
        { requireVerifiedEmail: config.requireVerifiedEmail },
      ),
    );
    app.decorate('accountAdministration', new AccountAdministration(repositories.accounts, sessions, clock, twoStep, config.publicUrl ?? '', mail));
    const report = (err: unknown) => app.log.error({ err }, 'API keys: writing their last use failed');
    const apiKeyIndex = new ApiKeyIndex(repositories.apiKeys, () => app.events.receiving());
    await apiKeyIndex.load();
    // Another instance's revocation is refused here from the next request; its new key is read when announced.
    app.events.subscribe(['apiKey'], (event) => {
      if (event.topic !== 'apiKey') return;
      if (event.change === 'REVOKED') apiKeyIndex.forget(event.apiKey.id);
      else void apiKeyIndex.load().catch((err: unknown) => app.log.error({ err }, 'API keys: reading the index failed'));
    });
    const apiKeyUsage = new KeyUsage(repositories.apiKeys, report);
    app.addHook('onClose', () => apiKeyUsage.close());
    app.decorate('apiKeyIndex', apiKeyIndex);
    app.decorate('apiKeyUsage', apiKeyUsage);
    app.decorate('contextServices', {
      roleAbilities,
      bulkJobs,
      authService: app.authService,
      accountAdministration: app.accountAdministration,
      twoStepSettings: new TwoStepSettings(repositories.accounts, twoStep, throttle, twoStepPolicy),
      apiKeys: new ApiKeyService(repositories.apiKeys, apiKeyIndex, apiKeyUsage, clock),
      passwordReset: app.passwordReset,
      emailVerification,
      invoiceSending: app.invoiceSending,
    } satisfies ContextServices);
  },
  { name: 'repositories', dependencies: ['jwt', 'events', 'database', 'metrics'] },
);
