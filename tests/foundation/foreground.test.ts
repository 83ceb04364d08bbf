import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import { foreground } from '../../server/common/foreground.js';
import { foregroundIdle } from '../foreground.js';

/**
 * Requests come before background work: each counts as foreground from its first hook until its answer is sent or
 * its client has gone (server/plugins/app/foreground.ts); bulk jobs and imports give way to them.
 */
describe('the foreground', () => {
  it('holds a request from its first hook until its answer is sent, an error answer too, and one whose client went away', async () => {
    const app = await buildApp();
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let started!: () => void;
    const arrived = new Promise<void>((resolve) => (started = resolve));
    app.get('/probe', async () => ({ busy: foreground.busy }));
    app.get('/held', async () => {
      started();
      await held;
      return {};
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await foregroundIdle();
      expect((await app.inject('/probe')).json()).toEqual({ busy: true });
      expect(foreground.busy).toBe(false);
      expect((await app.inject('/api/nowhere')).statusCode).toBe(404);
      expect(foreground.busy).toBe(false);

      // A client that leaves before its answer: the request no longer counts once its connection is closed.
      const { port } = app.server.address() as AddressInfo;
      const client = httpRequest({ host: '127.0.0.1', port, path: '/held' });
      client.on('error', () => undefined);
      client.end();
      await arrived;
      expect(foreground.busy).toBe(true);
      client.destroy();
      await foregroundIdle();
    } finally {
      letGo();
      await app.close();
    }
    expect(foreground.busy).toBe(false);
  });
});
