import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientsOf, startSmtp, type TestSmtp } from '../mail/smtp.js';
import type { AddressInfo } from 'node:net';
import { connect, subscribe, subscribed, tokenFor } from '../live/support.js';
import { twoInstancesOfOneDatabase } from './two-instances-support.js';

/**
 * Two instances on one database share one mail queue: both workers claim letters from it (FOR UPDATE SKIP
 * LOCKED), whichever instance queued them, and every letter leaves once; the mail log open on either hears every
 * letter's changes (the event bus over LISTEN/NOTIFY).
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

  it('the mail log open on one instance hears the letters the other queued, as the queue moves them', async () => {
    const { a, b } = apps;
    await b.listen({ host: '127.0.0.1', port: 0 });
    const socket = connect(`ws://127.0.0.1:${(b.server.address() as AddressInfo).port}/graphql`, { accessToken: await tokenFor(b, 'admin@demo.com', 'admin') });
    try {
      const feed = subscribe<{ mailLetterChanged: { change: string; letter: { to: string[]; status: string } } }>(
        socket.client,
        'subscription { mailLetterChanged { change letter { to status } } }',
      );
      await subscribed(b, 'mailLetter');
      await a.mail.send({ kind: 'invitation', to: ['heard@example.com'], language: 'ru', params: { link: 'https://crm.example.test/invite', validFor: 7 } });
      const heard: string[] = [];
      // Either instance's worker may claim it: their events cross the bus in commit order, waited for by content.
      while (!heard.includes('CREATED queued') || !heard.includes('UPDATED sent')) {
        const { data } = await feed.next(10_000);
        if (data?.mailLetterChanged.letter.to.includes('heard@example.com')) heard.push(`${data.mailLetterChanged.change} ${data.mailLetterChanged.letter.status}`);
      }
      expect([...heard].sort()).toEqual(['CREATED queued', 'UPDATED sending', 'UPDATED sent']);
    } finally {
      await socket.dispose();
    }
  });
});
