import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { Clock } from '../../common/clock.js';

/** How often the prune runs; a day's events are a small delete. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * AUDIT_RETENTION_DAYS: events older than that are deleted once the server is ready and every hour after (on
 * PostgreSQL in short batches; instances sharing the database may both run it, harmlessly). The memory store
 * starts empty with every start; a long-running one sheds its old events the same way.
 */
export default fp<{ config: AppConfig; clock: Clock }>(
  async (app, { config, clock }) => {
    const prune = () =>
      app.repositories.audit
        .pruneBefore(new Date(clock().getTime() - config.auditRetentionDays * DAY_MS))
        .then((pruned) => pruned > 0 && app.log.info({ pruned }, 'pruned audit events past their retention'))
        .catch((err: unknown) => app.log.error({ err }, 'pruning the audit log failed'));
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> = Promise.resolve();
    app.addHook('onReady', async () => {
      running = prune();
      timer = setInterval(() => (running = prune()), PRUNE_EVERY_MS).unref();
    });
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'audit-retention', dependencies: ['repositories'] },
);
