import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../helper.js';
import { connect, requester, subscribe, subscribed, tokenFor, type LiveClient, type Subscription } from '../live/support.js';
import { STORE_NAMES } from '../stores/support.js';
import { startSmtp, type TestSmtp } from './smtp.js';
import { mailApp } from './support.js';

const CHANGED = 'subscription { mailLetterChanged { change letter { id kind to subject status tries lastError } } }';

interface Changed {
  mailLetterChanged: { change: string; letter: { id: string; kind: string; to: string[]; subject: string; status: string; tries: number; lastError: string | null } };
}

/**
 * The mail log's live feed: every write of the queue (queued, claimed, sent, due again, failed) reaches those who
 * may read the log, as the letter's log entry only (never its body or link); the reader's current role decides.
 */
describe.each(STORE_NAMES)('the mail log live on the %s store', (store) => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let url: string;
  const sockets: LiveClient[] = [];
  beforeAll(async () => {
    smtp = await startSmtp();
    ({ app, close } = await mailApp(store, { mail: { smtpUrl: smtp.url } }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    url = `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/graphql`;
  });
  // Each test counts the subscriptions it opens: the sockets of the one before are gone first.
  afterEach(async () => {
    await Promise.all(sockets.splice(0).map((socket) => socket.dispose()));
    while (app.events.subscriberCount('mailLetter') > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  });
  afterAll(async () => {
    await close();
    await smtp.close();
  });

  const feedOf = async (role: keyof typeof DEMO): Promise<Subscription<Changed>> => {
    const socket = connect(url, { accessToken: await tokenFor(app, DEMO[role].email, DEMO[role].password) });
    sockets.push(socket);
    return subscribe<Changed>(socket.client, CHANGED);
  };
  const forgot = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(res.statusCode).toBe(204);
  };
  const changes = async (feed: Subscription<Changed>, count: number) => {
    const got: Changed['mailLetterChanged'][] = [];
    while (got.length < count) {
      const { data, errors } = await feed.next(5000);
      expect(errors).toBeUndefined();
      got.push(data!.mailLetterChanged);
    }
    return got;
  };

  it('shows a letter queued, being sent and sent as it goes; never its link; a role without read MailLog is refused', async () => {
    const refused = await feedOf('client');
    expect((await refused.next()).errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
    const admin = await feedOf('admin');
    await subscribed(app, 'mailLetter');

    const release = smtp.holdNext();
    await forgot(DEMO.manager.email);
    const [queued, sending] = await changes(admin, 2);
    expect(queued).toMatchObject({ change: 'CREATED', letter: { kind: 'password_reset', to: [DEMO.manager.email], status: 'queued', tries: 0 } });
    expect(sending).toMatchObject({ change: 'UPDATED', letter: { id: queued!.letter.id, status: 'sending', tries: 1 } });
    // Held by the SMTP server: nothing moves until it answers.
    expect(await admin.collect(150)).toEqual([]);
    release();
    const [sent] = await changes(admin, 1);
    expect(sent).toMatchObject({ change: 'UPDATED', letter: { id: queued!.letter.id, status: 'sent', tries: 1, lastError: null } });

    const [letter] = await smtp.arrived((l) => l.subject === sent!.letter.subject);
    const link = /https?:\/\/\S+reset-password-cover\S+/.exec(letter!.text ?? '')?.[0];
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    expect(JSON.stringify([queued, sending, sent])).not.toContain(token);
  });

  it('a temporary refusal shows the letter due again with the reason, then sent on the next try', async () => {
    const admin = await feedOf('admin');
    await subscribed(app, 'mailLetter');
    smtp.refuseNext(451);
    await forgot(DEMO.support.email);
    const seen = await changes(admin, 5);
    expect(seen.map(({ change, letter }) => [change, letter.status, letter.tries])).toEqual([
      ['CREATED', 'queued', 0],
      ['UPDATED', 'sending', 1],
      ['UPDATED', 'queued', 1],
      ['UPDATED', 'sending', 2],
      ['UPDATED', 'sent', 2],
    ]);
    expect(seen[2]!.letter.lastError).toContain('451');
  });

  it('follows the reader\'s current role: a grant taken away stops the feed at once', async () => {
    const admin = requester(app, await tokenFor(app, DEMO.admin.email, DEMO.admin.password));
    const { data } = await admin.graphql<{ allPermissions: { id: string; name: string; assignedTo: string[] }[] }>('{ allPermissions { id name assignedTo } }');
    const log = data!.allPermissions.find((p) => p.name === 'Журнал аудита')!;
    const assign = async (assignedTo: string[]) => {
      const res = await admin.graphql('mutation($id: ID!, $assignedTo: [PermissionRole!]) { updatePermission(id: $id, assignedTo: $assignedTo) { id } }', { id: log.id, assignedTo });
      expect(res.errors).toBeUndefined();
    };
    await assign([...log.assignedTo, 'manager']);
    const adminFeed = await feedOf('admin');
    const managerFeed = await feedOf('manager');
    await subscribed(app, 'mailLetter', 2);
    await forgot(DEMO.user.email);
    expect((await changes(managerFeed, 3)).map((c) => c.letter.status)).toEqual(['queued', 'sending', 'sent']);
    await changes(adminFeed, 3);

    await assign(log.assignedTo);
    await forgot(DEMO.user.email);
    expect((await changes(adminFeed, 3)).map((c) => c.letter.status)).toEqual(['queued', 'sending', 'sent']);
    expect(await managerFeed.collect(200)).toEqual([]);
  });
});
