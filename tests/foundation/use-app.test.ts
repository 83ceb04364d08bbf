import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { injectAs, useApp } from '../helper.js';
import { lateBound, unwrap } from '../late-bound.js';

/** The test helper every API test file stands on: these tests run in order, each relying on the one before. */
describe('useApp()', () => {
  const app = useApp();
  const admin = injectAs(app, 'admin');
  const bookmarkIds = async () =>
    ((await admin({ method: 'GET', url: '/api/bookmarks/data' })).json() as { bookmarks: { id: number }[] }).bookmarks.map((b) => b.id);
  const toggle = (id: number) => admin({ method: 'POST', url: '/api/bookmarks/update', payload: { id } });

  let first: FastifyInstance;
  let seeded: number[];

  it('builds the app before the first test', async () => {
    first = unwrap(app);
    seeded = await bookmarkIds();
    expect(seeded.length).toBeGreaterThan(0);
  });

  it('keeps it for the next test while the state is as seeded, also after a write undone', async () => {
    expect(unwrap(app)).toBe(first);
    const target = 7;
    expect(seeded).not.toContain(target);
    expect((await toggle(target)).statusCode).toBe(200);
    expect((await toggle(target)).statusCode).toBe(200);
    expect(await bookmarkIds()).toEqual(seeded);
  });

  it('still has the same app, then writes', async () => {
    expect(unwrap(app)).toBe(first);
    expect((await toggle(7)).statusCode).toBe(200);
    expect(await bookmarkIds()).toContain(7);
  });

  it('gives the test after a write a new, freshly seeded app', async () => {
    expect(unwrap(app)).not.toBe(first);
    expect(await bookmarkIds()).toEqual(seeded);
  });
});

describe('lateBound()', () => {
  it('refuses use outside tests, naming what is missing', () => {
    const missing = lateBound<{ inject(): void }>('the app of useApp()', () => undefined);
    expect(() => missing.inject()).toThrow('the app of useApp() exists only inside tests and their hooks');
  });

  it('runs methods on the current object', () => {
    let current = { n: 1, read() { return this.n; } };
    const stand = lateBound('x', () => current);
    expect(stand.read()).toBe(1);
    current = { n: 2, read() { return this.n; } };
    expect(stand.read()).toBe(2);
    expect(unwrap(stand)).toBe(current);
  });
});
