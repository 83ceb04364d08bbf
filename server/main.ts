import { buildApp } from './app.js';
import { configFromEnv } from './config.js';

/** `npm start`: serves the whole product (REST, GraphQL, docs, web client) on one port. */
async function main(): Promise<void> {
  const { config, warnings } = configFromEnv();
  const app = await buildApp({ config: { ...config } });
  for (const warning of warnings) app.log.warn(warning.message);

  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  await app.listen({ port, host });

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, closing`);
      void app.close().then(() => process.exit(0));
    });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
