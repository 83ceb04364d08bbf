import closeWithGrace from 'close-with-grace';
import { configFromEnv } from './config.js';
import { settleWithin } from './common/time-limit.js';

/** Spans still held at a stop are exported within this (and what is left of the grace), or dropped: a collector that is down must not hold the exit. */
const TRACE_EXPORT_LIMIT_MS = 2000;

/**
 * `npm start`: serves the whole product (REST, GraphQL, docs, web client) on one port, and stops like a service
 * (docs/operations.md, "Starting and stopping"): SIGTERM or SIGINT closes gracefully within SHUTDOWN_GRACE_S, a second signal
 * exits at once.
 */
async function main(): Promise<void> {
  const { config, warnings } = configFromEnv();
  // Tracing loads before the app's modules (its pg instrumentation patches pg as it is first loaded), and not at all
  // when it is off: the app is imported here, not above.
  const tracing = config.tracing ? (await import('./tracing.js')).startTracing() : null;
  const { buildApp } = await import('./app.js');
  const app = await buildApp({ config });
  for (const warning of warnings) app.log.warn(warning.message);
  if (tracing) app.log.info('tracing: exporting traces to OTEL_EXPORTER_OTLP_ENDPOINT');

  const graceS = config.shutdownGraceMs / 1000;
  closeWithGrace(
    {
      delay: config.shutdownGraceMs,
      // Logged through Fastify's logger below; close-with-grace's own console lines would bypass it.
      logger: false,
      onSecondSignal: (signal) => app.log.warn(`second ${signal}: exiting now`),
      onSecondError: (err) => app.log.error({ err }, 'another uncaught error while closing: exiting now'),
      onTimeout: () => app.log.error({ cut: app.openWork() }, `not closed within the shutdown grace (${graceS} s): exiting, cutting what is still open`),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error: closing');
      else app.log.info(`${signal ?? 'exit'}: closing (grace ${graceS} s)`);
      const started = performance.now();
      await app.close();
      const graceLeft = config.shutdownGraceMs - (performance.now() - started) - 250;
      if (tracing) await settleWithin(tracing.shutdown(), Math.max(0, Math.min(TRACE_EXPORT_LIMIT_MS, graceLeft)));
      app.log.info(`closed in ${Math.round(performance.now() - started)} ms`);
    },
  );
  await app.listen({ port: config.port, host: config.host });
}

/** A start that fails says why in one line (no stack: the message names the setting, database or migration). */
main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`aurora: could not start: ${message.replace(/\s*\n\s*/g, ' ')}`);
  process.exit(1);
});
