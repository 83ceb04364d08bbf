import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import graphiqlPlugin from '../../server/plugins/external/graphiql.js';
import helmetPlugin from '../../server/plugins/external/helmet.js';
import { build } from '../helper.js';

let dir: string;
let app: FastifyInstance;

async function serve(root: string): Promise<FastifyInstance> {
  const instance = Fastify();
  await instance.register(helmetPlugin);
  await instance.register(graphiqlPlugin, { root });
  await instance.ready();
  return instance;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'graphiql-'));
});
afterEach(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('GET /graphiql without a build', () => {
  it.each(['/graphiql', '/graphiql/', '/graphiql/assets/index.js'])('%s answers 503 JSON telling to run the build', async (url) => {
    app = await serve(dir);
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'GraphiQL is not built: run `npm run build` first.' });
  });
});

describe('GET /graphiql with a build', () => {
  let site: string;
  beforeEach(() => {
    site = join(dir, 'site');
    mkdirSync(join(site, 'assets'), { recursive: true });
    writeFileSync(join(site, 'index.html'), '<!doctype html><div id="graphiql"></div><script type="module" src="/graphiql/assets/main-abc.js"></script>');
    writeFileSync(join(site, 'assets', 'main-abc.js'), 'console.log(1)');
    writeFileSync(join(dir, 'secret.txt'), 'top secret');
  });

  it('redirects /graphiql to /graphiql/', async () => {
    app = await serve(site);
    const res = await app.inject({ method: 'GET', url: '/graphiql' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/graphiql/');
  });

  it('serves index.html, never cached, under a CSP that allows only our own origin', async () => {
    app = await serve(site);
    const res = await app.inject({ method: 'GET', url: '/graphiql/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('id="graphiql"');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toMatch(/https?:|\*/);
  });

  it('serves hashed assets with a long cache life, and 404 for unknown ones', async () => {
    app = await serve(site);
    const asset = await app.inject({ method: 'GET', url: '/graphiql/assets/main-abc.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/graphiql/assets/missing.js' })).statusCode).toBe(404);
  });

  it.each(['/graphiql/../secret.txt', '/graphiql/..%2fsecret.txt', '/graphiql/%2e%2e/secret.txt'])('never serves files outside its folder: %s', async (url) => {
    app = await serve(site);
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('top secret');
  });
});

describe('the app', () => {
  it('routes /graphiql (to the bundle or to the 503 hint), never to a 404', async () => {
    app = await build();
    const res = await app.inject({ method: 'GET', url: '/graphiql' });
    expect([302, 503]).toContain(res.statusCode);
  });
});
