import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_PASSWORD, seedAccounts } from '../../seed/accounts.js';
import { contactAccountId, seedChat } from '../../seed/chat.js';
import { DEMO } from '../helper.js';
import { requester, subscribe, subscribed, useLiveServer, type Subscription } from './support.js';

const seed = seedChat();
// Natalya (contact 2) is seeded offline.
const NATALYA = seed.contacts[1];
const natalyaEmail = seedAccounts(seed).find((a) => a.id === contactAccountId(NATALYA.id))!.email;
const AWAY_AFTER_MS = 600;

const USER_CHANGED = 'subscription { chatUserChanged { contact { id status } profile { id status } } }';
interface UserChanged {
  chatUserChanged: { contact: { id: string; status: string } | null; profile: { id: string; status: string } | null };
}

const server = useLiveServer({ config: { live: { awayAfterMs: AWAY_AFTER_MS } } });
const open = server.open;
let natalya: string;
let watcher: Subscription<UserChanged>;
/** The next change about Natalya (the watching admin goes away too, when idle). */
async function nextAbout(sub: Subscription<UserChanged>) {
  for (;;) {
    const change = (await sub.next()).data!.chatUserChanged;
    if ((change.contact ?? change.profile)?.id === String(NATALYA.id)) return change;
  }
}
const nextStatus = async () => (await nextAbout(watcher)).contact;
async function untilStatus(sub: Subscription<UserChanged>, status: string) {
  for (;;) {
    const change = await nextAbout(sub);
    if ((change.contact ?? change.profile)?.status === status) return change;
  }
}
const noneAbout = async (sub: Subscription<UserChanged>, ms: number) =>
  (await sub.collect(ms)).filter((r) => (r.data!.chatUserChanged.contact ?? r.data!.chatUserChanged.profile)?.id === String(NATALYA.id));

beforeEach(async () => {
  natalya = await server.token(natalyaEmail, CONTACT_PASSWORD);
  const admin = await server.token(DEMO.admin.email, DEMO.admin.password);
  watcher = subscribe<UserChanged>(open(admin).client, USER_CHANGED);
  await subscribed(server.app, 'chat.user');
});

describe('presence', () => {
  it('online while a session is connected, away after inactivity, back on activity, offline when the last session ends', async () => {
    expect(NATALYA.status).toBe('offline');
    const first = open(natalya);
    expect(await nextStatus()).toEqual({ id: '2', status: 'online' });

    const idleSince = Date.now();
    expect(await nextStatus()).toEqual({ id: '2', status: 'away' });
    expect(Date.now() - idleSince).toBeGreaterThanOrEqual(AWAY_AFTER_MS - 50);

    await requester(server.app, natalya).rest({ method: 'GET', url: '/apps/chat/chats-and-contacts' });
    expect(await nextStatus()).toEqual({ id: '2', status: 'online' });

    const second = open(natalya);
    await second.connected;
    await first.dispose();
    expect(await noneAbout(watcher, 150)).toEqual([]);
    await second.dispose();
    expect(await nextStatus()).toEqual({ id: '2', status: 'offline' });
  });

  it('keeps a chosen status: busy stays busy when idle; the person’s own sessions get their profile', async () => {
    const own = subscribe<UserChanged>(open(natalya).client, USER_CHANGED);
    expect(await nextStatus()).toEqual({ id: '2', status: 'online' });
    await subscribed(server.app, 'chat.user', 2);

    await requester(server.app, natalya).graphql('mutation { updateChatProfile(input: { status: busy }) { id } }');
    // On a slow machine she may have gone away before choosing: wait for the choice itself.
    expect(await untilStatus(watcher, 'busy')).toEqual({ contact: { id: '2', status: 'busy' }, profile: null });
    expect(await untilStatus(own, 'busy')).toEqual({ contact: null, profile: { id: '2', status: 'busy' } });
    expect(await noneAbout(watcher, AWAY_AFTER_MS + 200)).toEqual([]);
  });

  it('a person’s own profile keeps the status they chose while no session of theirs is connected', async () => {
    const live = open(natalya);
    expect(await nextStatus()).toEqual({ id: '2', status: 'online' });
    await requester(server.app, natalya).graphql('mutation { updateChatProfile(input: { status: busy }) { id } }');
    await untilStatus(watcher, 'busy');
    // A reload: the old socket ends before the new page asks for its profile.
    await live.dispose();
    expect(await untilStatus(watcher, 'offline')).toEqual({ contact: { id: '2', status: 'offline' }, profile: null });
    const own = await requester(server.app, natalya).graphql<{ chatProfile: { status: string } }>('{ chatProfile { status } }');
    expect(own.data).toEqual({ chatProfile: { status: 'busy' } });
  });

  it('counts a new subscription as activity', async () => {
    const live = open(natalya);
    expect(await nextStatus()).toEqual({ id: '2', status: 'online' });
    expect(await nextStatus()).toEqual({ id: '2', status: 'away' });
    subscribe(live.client, 'subscription { chatTyping { isTyping } }');
    expect(await nextStatus()).toEqual({ id: '2', status: 'online' });
  });
});
