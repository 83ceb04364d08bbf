import fp from 'fastify-plugin';
import { pendingMigrations } from '../../composition/migrations.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A probe or a scrape (health checks, /metrics), asked every few seconds: not logged per request, not measured. */
    probe?: boolean;
  }
}

/** Why an instance is not ready: the `reason` of a 503 from /health/ready. */
export const NOT_READY = {
  closing: 'closing',
  databaseUnreachable: 'database unreachable',
  databaseSlow: 'database not answering',
  notMigrated: 'database not migrated',
  eventsDown: 'live events not received',
} as const;
type Reason = (typeof NOT_READY)[keyof typeof NOT_READY];

/** A database that has not answered a readiness check within this is as good as down for the balancer. */
const DATABASE_CHECK_MS = 2000;

/** `detail`: what the log says beside the reason (the error, the missing migrations). */
type Readiness = { ready: true } | { ready: false; reason: Reason; detail?: Record<string, unknown> };

/**
 * The probes (docs/operations.md, "Health"): `/healthz`, the legacy check, as it always was; `/health/live`, the
 * process serves; `/health/ready`, it may take traffic: not closing, the database answering with every migration
 * applied, and (on PostgreSQL) the live events' LISTEN connection up, else 503 with the reason. All public, hidden
 * from the REST reference, and, asked every few seconds by balancers, not logged per request: the readiness check
 * logs when it changes instead (not ready, and why; ready again).
 */
export default fp<{ schema?: string }>(
  async (app, { schema }) => {
    const probe = { public: true, probe: true };
    app.get('/healthz', { config: probe, schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/health/live', { config: { ...probe, whileClosing: true }, schema: { hide: true } }, async () => ({ status: 'live' }));

    const database = async (): Promise<Readiness> => {
      if (!app.db) return { ready: true };
      let timer: NodeJS.Timeout | undefined;
      const slow = new Promise<Readiness>((resolve) => (timer = setTimeout(() => resolve({ ready: false, reason: NOT_READY.databaseSlow }), DATABASE_CHECK_MS)));
      const checked = pendingMigrations(app.db, schema).then(
        (pending): Readiness => (pending.length === 0 ? { ready: true } : { ready: false, reason: NOT_READY.notMigrated, detail: { pending } }),
        (err: unknown): Readiness => ({ ready: false, reason: NOT_READY.databaseUnreachable, detail: { err } }),
      );
      try {
        return await Promise.race([checked, slow]);
      } finally {
        clearTimeout(timer);
      }
    };
    const readiness = async (): Promise<Readiness> => {
      if (app.closing()) return { ready: false, reason: NOT_READY.closing };
      const db = await database();
      if (!db.ready) return db;
      return app.events.receiving() ? { ready: true } : { ready: false, reason: NOT_READY.eventsDown };
    };

    let last: Reason | 'ready' = 'ready';
    app.get('/health/ready', { config: { ...probe, whileClosing: true }, schema: { hide: true } }, async (request, reply) => {
      const now = await readiness();
      const state = now.ready ? 'ready' : now.reason;
      if (state !== last) {
        if (now.ready) request.log.info('ready again');
        else if (now.reason !== NOT_READY.closing) request.log.warn({ ...now.detail, reason: now.reason }, `not ready: ${now.reason}`);
        last = state;
      }
      return now.ready ? { status: 'ready' } : reply.code(503).send({ status: 'not ready', reason: now.reason });
    });
  },
  { name: 'health', dependencies: ['database', 'events', 'graceful-close'] },
);
