import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientsOf, startSmtp, type TestSmtp } from '../mail/smtp.js';
import { twoInstancesOfOneDatabase } from './two-instances-support.js';

/**
 * Two instances on one database share one mail queue: both workers claim letters from it (FOR UPDATE SKIP
 * LOCKED), whichever instance queued them, and every letter leaves once.
 */
describe('the mail queue on two instances of one database', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp?.close());
  const apps = twoInstancesOfOneDatabase(() => ({ mail: { smtpUrl: smtp.url, retryBaseMs: 20, pollMs: 20 } }));

  it('sends each of 30 letters once, whichever instance queued it or claimed it', async () => {
    const { a, b } = apps;
    const addresses = Array.from({ length: 30 }, (_, n) => `twice.${n}@example.com`);
    await Promise.all(
      addresses.map((to, n) => (n % 2 === 0 ? a : b).mail.send({ kind: 'invitation', to: [to], language: 'ru', params: { link: 'https://crm.example.test/invite', validFor: 7 } })),
    );
    await smtp.arrived((letter) => recipientsOf(letter).some((to) => to.startsWith('twice.')), 30);
    // Every letter settled as sent: none is claimed any more, so none can leave again.
    for (;;) {
      const counts = await a.repositories.mail.statusCounts();
      if (counts.sent === 30) break;
      expect(counts.failed).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const arrived = smtp.letters.flatMap(recipientsOf).filter((to) => to.startsWith('twice.'));
    expect(arrived.sort()).toEqual([...addresses].sort());
    const sentBy = async (app: FastifyInstance) => Number(/aurora_mail_sent_total (\d+)/.exec(await app.metrics.registry.metrics())?.[1] ?? 0);
    const [byA, byB] = await Promise.all([sentBy(a), sentBy(b)]);
    expect(byA + byB).toBe(30);
  });
});
