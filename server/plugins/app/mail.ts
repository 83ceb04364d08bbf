import fp from 'fastify-plugin';

/**
 * The mail queue's worker (server/mail/queue.ts) runs while the app is up: it starts once the app is ready and, on
 * a stop, first lets the work requests left behind finish (a reset letter being queued), then the letter in hand.
 * Letters still queued stay queued: the next start, or another instance, sends them.
 */
export default fp(
  async (app) => {
    app.metrics.watchMailQueue(() => app.repositories.mail.statusCounts());
    app.addHook('onReady', async () => app.mailQueue.start());
    app.addHook('preClose', async () => {
      await app.mail.settled();
      await app.mailQueue.stop();
    });
  },
  { name: 'mail', dependencies: ['repositories', 'metrics'] },
);
