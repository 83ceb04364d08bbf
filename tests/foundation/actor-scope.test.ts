import { afterEach, describe, expect, it } from 'vitest';
import { currentActorId, runAsActor } from '../../server/common/write-scope.js';
import type { LiveEvent, Topic } from '../../server/events/catalog.js';
import { injectAs, useApp } from '../helper.js';

/**
 * Who made a write (server/common/write-scope.ts, server/plugins/app/actor-scope.ts): every event names its
 * actor, though only requests that may write run in an actor scope, and the scope's storage is off
 * whenever none runs.
 */
const ADMIN = 1;

describe('actor scopes', () => {
  it('name their own actor while they overlap, whichever ends first, and nobody outside them', async () => {
    expect(currentActorId()).toBeNull();
    let releaseFirst = () => {};
    const firstGate = new Promise<void>((resolve) => (releaseFirst = resolve));
    const first = runAsActor(
      () => 7,
      async () => {
        await firstGate;
        return currentActorId();
      },
    );
    const second = runAsActor(
      () => 8,
      async () => {
        await new Promise((resolve) => setImmediate(resolve));
        const before = currentActorId();
        await first;
        await new Promise((resolve) => setTimeout(resolve, 5));
        return [before, currentActorId()];
      },
    );
    releaseFirst();
    expect(await first).toBe(7);
    expect(await second).toEqual([8, 8]);
    expect(currentActorId()).toBeNull();
    expect(currentActorId()).toBeNull();
  });

  it('keep a synchronous function synchronous, and let its error through', () => {
    expect(runAsActor(() => 9, () => currentActorId())).toBe(9);
    expect(() =>
      runAsActor(
        () => 9,
        () => {
          throw new Error('refused');
        },
      ),
    ).toThrow('refused');
    expect(currentActorId()).toBeNull();
  });
});

describe('events name who made the write', () => {
  const app = useApp();
  const seen: LiveEvent[] = [];
  const unsubscribe: (() => void)[] = [];
  const watch = (topics: Topic[]) => unsubscribe.push(app.events.subscribe(topics, (event) => seen.push(event)));
  afterEach(() => {
    unsubscribe.splice(0).forEach((stop) => stop());
    seen.length = 0;
  });

  it('two accounts writing at the same time are each named on their own event', async () => {
    watch(['cart']);
    const register = await app.inject({
      method: 'POST',
      url: '/jwt/register',
      payload: { username: 'actorscope', email: 'actor.scope@demo.com', password: 'actor-scope-1' },
    });
    const other = `Bearer ${(register.json() as { accessToken: string }).accessToken}`;
    const otherId = app.accountIdFromHeader(other)!;
    const products = (await injectAs(app, 'admin')({ method: 'GET', url: '/apps/ecommerce/products?perPage=50' })).json() as { products: { id: number; isInCart: boolean }[] };
    const [forAdmin, forOther] = products.products.filter((p) => !p.isInCart).map((p) => p.id);
    const answers = await Promise.all([
      injectAs(app, 'admin')({ method: 'POST', url: '/apps/ecommerce/cart', payload: { productId: forAdmin } }),
      app.inject({ method: 'POST', url: '/apps/ecommerce/cart', headers: { authorization: other }, payload: { productId: forOther } }),
      injectAs(app, 'admin')({ method: 'GET', url: '/apps/ecommerce/products?perPage=9' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 200]);
    const actorOf = (productId: number) => seen.find((event) => event.topic === 'cart' && event.productId === productId)?.actorId;
    expect(actorOf(forAdmin)).toBe(ADMIN);
    expect(otherId).not.toBe(ADMIN);
    expect(actorOf(forOther)).toBe(otherId);
  });

  it('a GET that changes state (get-chat marks a conversation seen) names its reader', async () => {
    watch(['chat.read']);
    const { chatsContacts } = (await injectAs(app, 'admin')({ method: 'GET', url: '/apps/chat/chats-and-contacts' })).json() as {
      chatsContacts: { id: number; chat: { unseenMsgs: number } }[];
    };
    const unseen = chatsContacts.find((contact) => contact.chat.unseenMsgs > 0)!;
    expect((await injectAs(app, 'admin')({ method: 'GET', url: `/apps/chat/get-chat?id=${unseen.id}` })).statusCode).toBe(200);
    expect(seen.map((event) => [event.topic, event.actorId])).toEqual([['chat.read', ADMIN]]);
  });

  it('a notification a rule raises names the writer of the event that raised it', async () => {
    watch(['notification']);
    const sent = await injectAs(app, 'admin')({ method: 'POST', url: '/apps/chat/send-msg', payload: { obj: { message: 'Добрый день!', contact: { id: 1 } } } });
    expect(sent.statusCode).toBe(201);
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(seen.map((event) => [event.topic, event.actorId])).toEqual([['notification', ADMIN]]);
  });
});
