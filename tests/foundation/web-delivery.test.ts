import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../server/config.js';
import helmetPlugin, { BOOT_SCRIPT_HASH } from '../../server/plugins/external/helmet.js';
import webPlugin from '../../server/plugins/external/web.js';
import { injectAs, useApp } from '../helper.js';

/** Hashed assets cached for good, the rest revalidated, brotli or gzip by negotiation. */
describe('web assets', () => {
  const asset = `export const answer = ${'"ответ" + '.repeat(200)}"";\n`;
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'web-delivery-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'locales', 'ru'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/assets/index-AbC123.js"></script>');
    writeFileSync(join(dir, 'assets', 'index-AbC123.js'), asset);
    // What the build writes beside each asset (vite-plugin-compression2).
    writeFileSync(join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(asset));
    writeFileSync(join(dir, 'assets', 'index-AbC123.js.gz'), gzipSync(asset));
    writeFileSync(join(dir, 'assets', 'editor.worker-XyZ789.js'), asset);
    mkdirSync(join(dir, 'assets', 'blueprint-icons-6.0.0', '16'), { recursive: true });
    writeFileSync(join(dir, 'assets', 'blueprint-icons-6.0.0', '16', 'add.json'), '["M0 0"]');
    writeFileSync(join(dir, 'locales', 'ru', 'common.json'), '{"hello":"Привет"}');
    mkdirSync(join(dir, 'images', 'avatars'), { recursive: true });
    writeFileSync(join(dir, 'images', 'avatars', '1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = Fastify();
    await app.register(helmetPlugin);
    await app.register(webPlugin, { enabled: true, root: dir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('caches hashed assets for a year, immutable, with the security headers that apply to a script', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'origin-agent-cluster']) {
      expect(res.headers[documentOnly], documentOnly).toBeUndefined();
    }
    // Never revalidated, never fetched in parts: headers the browser would only count.
    for (const unused of ['etag', 'last-modified', 'accept-ranges']) expect(res.headers[unused], unused).toBeUndefined();
  });

  it("keeps every security header on the app shell, a worker's script and API answers", async () => {
    const shell = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    const worker = await app.inject({ method: 'GET', url: '/assets/editor.worker-XyZ789.js' });
    const missing = await app.inject({ method: 'GET', url: '/apps/nothing-here' });
    for (const res of [shell, worker, missing]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("lets index.html's one inline script run, by its hash, and no other", async () => {
    const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    expect(BOOT_SCRIPT_HASH).toBe(`'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`);
    const csp = (await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } })).headers['content-security-policy'];
    expect(csp).toContain(`script-src 'self' ${BOOT_SCRIPT_HASH};`);
  });

  it('sends the brotli or gzip file the build wrote, by Accept-Encoding, and the plain file otherwise', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(asset);
    expect(br.rawPayload.length).toBeLessThan(Buffer.byteLength(asset) / 4);

    const gz = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(asset);
  });

  it('serves an asset in a folder of its own, and answers one the build has not written, or a path out of the folder, with a 404', async () => {
    const icon = await app.inject({ method: 'GET', url: '/assets/blueprint-icons-6.0.0/16/add.json' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^application\/json/);
    expect(icon.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(icon.body).toBe('["M0 0"]');
    for (const url of ['/assets/blueprint-icons-6.0.0/16/nothing.json', '/assets/index-Gone99.js']) {
      const missing = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.body, url).not.toContain('<div id="root">');
    }
    // Out of the assets folder by an encoded separator: refused, not the file above it.
    const out = await app.inject({ method: 'GET', url: '/assets/..%2findex.html' });
    expect([403, 404]).toContain(out.statusCode);
    expect(out.body).not.toContain('<div id="root">');
  });

  it('revalidates the app shell, locale files and images; a repeat visit of the shell moves no body', async () => {
    const shell = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    const again = await app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html', 'if-none-match': String(shell.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const locale = await app.inject({ method: 'GET', url: '/locales/ru/common.json' });
    expect(locale.statusCode).toBe(200);
    expect(locale.headers['cache-control']).toBe('no-cache');
    const unchanged = await app.inject({ method: 'GET', url: '/locales/ru/common.json', headers: { 'if-none-match': String(locale.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);

    const avatar = await app.inject({ method: 'GET', url: '/images/avatars/1.svg' });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/svg+xml');
    expect(avatar.headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/images/avatars/99.svg' })).statusCode).toBe(404);
  });
});

describe('API JSON compression', () => {
  it('is on unless API_COMPRESSION=off, and refuses any other value by name', () => {
    expect(configFromEnv({}).config.compressApi).toBe(true);
    expect(configFromEnv({ API_COMPRESSION: 'on' }).config.compressApi).toBe(true);
    expect(configFromEnv({ API_COMPRESSION: 'off' }).config.compressApi).toBe(false);
    expect(() => configFromEnv({ API_COMPRESSION: 'yes' })).toThrow(/API_COMPRESSION must be "on" or "off"/);
  });

  describe('off (API_COMPRESSION=off)', () => {
    const app = useApp({ config: { compressApi: false } });
    it('answers API calls uncompressed whatever the client accepts', async () => {
      const res = await injectAs(app, 'admin')({ method: 'GET', url: '/apps/ecommerce/products?perPage=9', headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('on (the default)', () => {
    const app = useApp();
    it('compresses answers above 1 KiB for clients that accept it, with the same JSON inside', async () => {
      const get = (headers: Record<string, string>) => injectAs(app, 'admin')({ method: 'GET', url: '/apps/ecommerce/products?perPage=9', headers });
      const plain = await get({});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      const br = await get({ 'accept-encoding': 'br, gzip' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
      expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    });

    it('leaves small answers alone', async () => {
      const res = await app.inject({ method: 'GET', url: '/healthz', headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toEqual({ status: 'ok' });
    });
  });
});
