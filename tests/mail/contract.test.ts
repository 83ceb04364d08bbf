import { describe, expect, it } from 'vitest';
import type { NewLetter } from '../../server/mail/models.js';
import { STORE_NAMES, useStore } from '../stores/support.js';

const T0 = new Date('2026-05-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const LEASE = 60_000;

const letter = (n: number): NewLetter => ({
  kind: 'password_reset',
  to: [`person${n}@example.com`],
  subject: `Letter ${n}`,
  language: 'en',
  content: { html: `<p>secret link ${n}</p>`, text: `secret link ${n}`, attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', contentBase64: 'JVBERi0=' }] },
});

/** The mail queue's contract: both stores answer alike; a letter is claimed by one worker at a time. */
describe.each(STORE_NAMES)('the mail queue on the %s store', (name) => {
  const store = useStore(name);
  const mail = () => store().stores.mail;

  it('queues a letter due at once; the log shows it without its content', async () => {
    const entry = await mail().enqueue(letter(1), T0);
    expect(entry).toEqual({
      id: expect.any(Number),
      kind: 'password_reset',
      to: ['person1@example.com'],
      subject: 'Letter 1',
      language: 'en',
      status: 'queued',
      tries: 0,
      lastError: null,
      createdAt: T0.toISOString(),
      updatedAt: T0.toISOString(),
      nextAttemptAt: T0.toISOString(),
      sentAt: null,
    });
    expect(await mail().list()).toEqual({ letters: [entry], total: 1 });
    expect(JSON.stringify(await mail().list())).not.toContain('secret link');
    expect(await mail().statusCounts()).toEqual({ queued: 1, sending: 0, sent: 0, failed: 0 });
  });

  it('claims the letter due longest once, with its content; nothing else is due meanwhile', async () => {
    const first = await mail().enqueue(letter(1), T0);
    await mail().enqueue(letter(2), at(1000));
    const claimed = await mail().claim(at(500), at(500 + LEASE));
    expect(claimed).toMatchObject({ id: first.id, status: 'sending', tries: 1, content: letter(1).content });
    expect(await mail().claim(at(600), at(600 + LEASE))).toBeUndefined();
    expect((await mail().claim(at(1000), at(1000 + LEASE)))?.subject).toBe('Letter 2');
    expect(await mail().statusCounts()).toEqual({ queued: 0, sending: 2, sent: 0, failed: 0 });
  });

  it('settles a claim as sent, as due again with the reason, or as failed', async () => {
    const a = await mail().enqueue(letter(1), T0);
    const b = await mail().enqueue(letter(2), T0);
    const c = await mail().enqueue(letter(3), T0);
    for (let i = 0; i < 3; i++) await mail().claim(at(1), at(LEASE));
    expect(await mail().markSent(a.id, 1, at(2))).toMatchObject({ status: 'sent', sentAt: at(2).toISOString(), tries: 1 });
    expect(await mail().markRetry(b.id, 1, '451 try later', at(5000), at(2))).toMatchObject({ status: 'queued', lastError: '451 try later', nextAttemptAt: at(5000).toISOString() });
    expect(await mail().markFailed(c.id, 1, '550 no such user', at(2))).toMatchObject({ status: 'failed', lastError: '550 no such user' });
    expect(await mail().claim(at(4999), at(4999 + LEASE))).toBeUndefined();
    expect(await mail().claim(at(5000), at(5000 + LEASE))).toMatchObject({ id: b.id, tries: 2 });
    expect(await mail().statusCounts()).toEqual({ queued: 0, sending: 1, sent: 1, failed: 1 });
  });

  it('gives a claim whose lease ended to another worker; the first worker settling it then changes nothing', async () => {
    const a = await mail().enqueue(letter(1), T0);
    await mail().claim(at(1), at(LEASE));
    const retaken = await mail().claim(at(LEASE), at(2 * LEASE));
    expect(retaken).toMatchObject({ id: a.id, tries: 2 });
    expect(await mail().markSent(a.id, 1, at(LEASE + 1))).toBeUndefined();
    expect(await mail().markSent(a.id, 2, at(LEASE + 1))).toMatchObject({ status: 'sent', tries: 2 });
    expect(await mail().markFailed(a.id, 2, 'late', at(LEASE + 2))).toBeUndefined();
  });

  it('pages the log newest first, optionally by status, and refuses a bad page or status', async () => {
    for (let n = 1; n <= 5; n++) await mail().enqueue(letter(n), at(n * 1000));
    const page = await mail().list({ page: 2, perPage: 2 });
    expect([page.total, page.letters.map((l) => l.subject)]).toEqual([5, ['Letter 3', 'Letter 2']]);
    await mail().claim(at(10_000), at(10_000 + LEASE));
    expect((await mail().list({ status: 'sending' })).letters.map((l) => l.subject)).toEqual(['Letter 1']);
    await expect(mail().list({ page: 0 })).rejects.toThrow(/page/);
    await expect(mail().list({ status: 'lost' as never })).rejects.toThrow(/status/);
  });
});
