import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { secretsInLogs } from '../secrets-in-logs.js';

/** The search `npm test` runs over every browser-test server's log: it must see a secret, and only a secret. */
describe('the search of a test run’s logs for secrets', () => {
  const search = (...lines: string[]) => {
    const dir = mkdtempSync(join(tmpdir(), 'aurora-logs-'));
    writeFileSync(join(dir, 'server.log'), `${lines.join('\n')}\n`);
    return secretsInLogs(dir);
  };
  const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJhY2NvdW50SWQiOjF9.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

  it.each([
    ['a token', `{"msg":"refresh","body":"${jwt}"}`],
    ['a password hash', '{"account":{"passwordHash":"scrypt$salt$aGFzaA"}}'],
    ['a credential header', '{"req":{"headers":{"authorization":"Bearer sk-0123456789abcdef"}}}'],
    ['a password in a body', '{"body":{"email":"admin@demo.com","password":"Chosen-pass-9"}}'],
    ['a token in a query string', '{"req":{"url":"/pages/reset?token=0123456789abcdef"}}'],
  ])('finds %s', (_what, line) => {
    expect(search('{"msg":"request completed","res":{"statusCode":200}}', line)).toHaveLength(1);
  });

  it('passes over what the server logs as it is: request lines, redacted values, status codes and error codes', () => {
    expect(
      search(
        '{"requestId":"8e17690a","req":{"method":"GET","url":"/graphql?query=%7B%7D&variables=[redacted]"},"msg":"incoming request"}',
        '{"req":{"url":"/api/users?token=[redacted]"},"msg":"incoming request"}',
        '{"req":{"url":"/pages/reset-password-cover?token=%5Bredacted%5D"},"msg":"incoming request"}',
        '{"res":{"statusCode":401},"responseTime":6.3,"msg":"request completed"}',
        '{"err":{"code":"ECONNREFUSED"},"msg":"the database did not answer"}',
        '{"headers":{"authorization":"[redacted]"}}',
      ),
    ).toEqual([]);
  });
});
