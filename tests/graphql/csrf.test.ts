import { describe, expect, it } from 'vitest';
import { useApp } from '../helper.js';

const app = useApp();

const ME = encodeURIComponent('{ me { id } }');

describe('CSRF prevention (Apollo): a browser cannot fire a GraphQL operation without a preflight', () => {
  it.each([
    ['a GET query without a preflight header', { method: 'GET' as const, url: `/graphql?query=${ME}` }],
    [
      'a text/plain POST (a simple cross-site form or fetch)',
      { method: 'POST' as const, url: '/graphql', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ query: '{ me { id } }' }) },
    ],
  ])('refuses %s with 400 and a message, before executing', async (_name, request) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/cross-site request forgery/i);
    expect(res.body).not.toMatch(/"data"|\bat .*\.(js|ts):\d+/);
  });

  it.each([
    ['a GET query with apollo-require-preflight', { method: 'GET' as const, url: `/graphql?query=${ME}`, headers: { 'apollo-require-preflight': 'true' } }],
    ['a GET query naming its operation', { method: 'GET' as const, url: `/graphql?query=${ME}`, headers: { 'x-apollo-operation-name': 'Me' } }],
    ['a JSON POST', { method: 'POST' as const, url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: '{ me { id } }' } }],
  ])('answers %s', async (_name, request) => {
    const res = await app.inject(request);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { me: null } });
  });

  it('never runs a mutation over GET, even with the preflight header', async () => {
    const query = encodeURIComponent('mutation { login(email: "admin@demo.com", password: "admin") { accessToken } }');
    const res = await app.inject({ method: 'GET', url: `/graphql?query=${query}`, headers: { 'apollo-require-preflight': 'true' } });
    expect(res.statusCode).toBe(405);
    expect(res.body).not.toMatch(/accessToken"\s*:/);
  });
});
