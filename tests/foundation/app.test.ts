import { describe, expect, it } from 'vitest';
import { createSeed } from '../../seed/index.js';
import { build, useApp } from '../helper.js';

const app = useApp();

describe('app factory', () => {
  it('answers GET /healthz once ready', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes with 404 JSON', async () => {
    for (const url of ['/api/nope', '/apps/nothing/here', '/jwt/unknown']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('never sends a stack trace for malformed JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/jwt/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('gives each instance its own state', async () => {
    const other = await build();
    await app.inject({ method: 'POST', url: '/jwt/register', payload: { email: 'a@demo.com', password: 'secret-42', username: 'a' } });
    const res = await other.inject({ method: 'POST', url: '/jwt/register', payload: { email: 'a@demo.com', password: 'secret-42', username: 'a' } });
    expect(res.json().user.id).toBe(Math.max(...createSeed().accounts.map((a) => a.id)) + 1);
    await other.close();
  });

  it('serves an OpenAPI document of the REST surface', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
    expect(Object.keys(res.json().paths)).toContain('/jwt/login');
  });
});

describe('seed', () => {
  it('is deterministic: two builds give equal data', () => {
    expect(JSON.stringify(createSeed())).toBe(JSON.stringify(createSeed()));
  });
});
