import { describe, expect, it } from 'vitest';
import { subscribe, subscribed, useLiveServer } from '../live/support.js';
import { csvBytes, multipartOf } from './support.js';

const FEED = 'subscription($id: ID!) { importJob(id: $id) { id status total created failed } }';

describe('an import’s live progress', () => {
  const server = useLiveServer();

  it('reaches its uploader as it starts and ends; another account hears nothing of it', async () => {
    const admin = await server.token('admin@demo.com', 'admin');
    const manager = await server.token('manager@demo.com', 'manager');
    const { body, contentType } = await multipartOf({ list: 'users' }, { bytes: csvBytes([['email', 'fullName'], ['live1@import.test', 'Live One'], ['live2@import.test', '']]), name: 'live.csv' });
    const uploaded = await server.app.inject({ method: 'POST', url: '/api/imports', payload: body, headers: { 'content-type': contentType, authorization: `Bearer ${admin}` } });
    const { id, suggested } = uploaded.json<{ id: string; suggested: (string | null)[] }>();

    const own = subscribe<{ importJob: { status: string; created: number; failed: number } }>(server.open(admin).client, FEED, { id });
    const other = subscribe(server.open(manager).client, FEED, { id });
    await subscribed(server.app, 'importJob', 2);
    const started = await server.app.inject({ method: 'POST', url: `/api/imports/${id}/start`, headers: { authorization: `Bearer ${admin}` }, payload: { mapping: suggested, mode: 'create' } });
    expect(started.statusCode).toBe(202);

    const seen: { status: string; created: number; failed: number }[] = [];
    while (seen.at(-1)?.status !== 'completed') seen.push((await own.next()).data!.importJob);
    expect(seen[0]).toMatchObject({ status: 'running' });
    expect(seen.at(-1)).toEqual({ id, status: 'completed', total: 2, created: 1, failed: 1 });
    expect(await other.collect(200)).toEqual([]);
    own.stop();
    other.stop();
  });
});
