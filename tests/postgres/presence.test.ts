import { describe, expect, it } from 'vitest';
import { PostgresChatRepository } from '../../server/chat/postgres-repository.js';
import { contractClock, useStore } from '../stores/support.js';
import { DEMO_ADMIN_ACCOUNT_ID } from '../../server/auth/models.js';

/**
 * Several instances: presence is each instance's view of its own sessions, and what others see
 * is the most present of them. Two chat repositories on one schema stand for two server instances.
 */
const TTL_MS = 400;

describe('presence across instances on one database', () => {
  const store = useStore('postgres');
  const instances = () => {
    const { db } = store();
    if (!db) throw new Error('a PostgreSQL store');
    return [new PostgresChatRepository(db, contractClock, TTL_MS), new PostgresChatRepository(db, contractClock, TTL_MS)] as const;
  };
  const seen = async () => {
    const chat = store().stores.chat;
    return (await chat.contact((await chat.chatUserOf(DEMO_ADMIN_ACCOUNT_ID))!)).status;
  };

  it('keeps a person online while any instance holds a session, and away only when every one is idle', async () => {
    const [a, b] = instances();
    await a.setPresence(DEMO_ADMIN_ACCOUNT_ID, 'gone');
    expect(await seen()).toBe('offline');
    expect(await a.setPresence(DEMO_ADMIN_ACCOUNT_ID, 'active')).toMatchObject({ status: 'online' });
    expect(await b.setPresence(DEMO_ADMIN_ACCOUNT_ID, 'active')).toBeNull();
    // The last session on one instance closes: the other still holds one.
    expect(await a.setPresence(DEMO_ADMIN_ACCOUNT_ID, 'gone')).toBeNull();
    expect(await seen()).toBe('online');
    expect(await b.setPresence(DEMO_ADMIN_ACCOUNT_ID, 'idle')).toMatchObject({ status: 'away' });
    expect(await a.setPresence(DEMO_ADMIN_ACCOUNT_ID, 'active')).toMatchObject({ status: 'online' });
    expect(await a.setPresence(DEMO_ADMIN_ACCOUNT_ID, 'gone')).toMatchObject({ status: 'away' });
    expect(await b.setPresence(DEMO_ADMIN_ACCOUNT_ID, 'gone')).toMatchObject({ status: 'offline' });
  });

  it("lets a stopped instance's presence lapse while a live one's heartbeat keeps its own", async () => {
    const [a, b] = instances();
    await b.setPresence(DEMO_ADMIN_ACCOUNT_ID, 'gone');
    expect(await a.setPresence(DEMO_ADMIN_ACCOUNT_ID, 'active')).toMatchObject({ status: 'online' });
    // a keeps saying so: nothing lapses.
    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 0.6));
    expect(await a.presenceHeartbeat()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 0.6));
    expect(await b.presenceHeartbeat()).toEqual([]);
    expect(await seen()).toBe('online');
    // a stops without a word (kill -9): after the TTL, b's heartbeat takes the person offline and says so.
    await new Promise((resolve) => setTimeout(resolve, TTL_MS * 1.2));
    expect(await b.presenceHeartbeat()).toEqual([expect.objectContaining({ status: 'offline' })]);
    expect(await seen()).toBe('offline');
  });
});
