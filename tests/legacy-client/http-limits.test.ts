import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useServer } from '../helper.js';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers or URL over 16 KiB) get a
 * 431 that says `Connection: close`, and the connection is closed: it cannot carry another request.
 */
const app = useServer();

/** Writes a raw request and collects everything the server sends until it closes the socket. */
function exchange(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect((app.server.address() as { port: number }).port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => reject(new Error(`no close after: ${answer}`)));
    socket.write(request);
  });
}

describe('431 Request Header Fields Too Large', () => {
  it.each([
    ['a header', `GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`],
    ['a URL', `GET /api/users/list/data?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`],
  ])('over-long %s: 431 with Connection: close, then the server closes the connection', async (_name, request) => {
    const answer = await exchange(request);
    const [head, body] = answer.split('\r\n\r\n');
    const [status, ...headers] = head.split('\r\n');
    expect(status).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(headers.map((h) => h.toLowerCase())).toContain('connection: close');
    expect(JSON.parse(body)).toEqual({ statusCode: 431, error: 'Request Header Fields Too Large', message: 'Request header fields or URL too large' });
  });

  it('a malformed request line is a 400 that also closes', async () => {
    const answer = await exchange('NOT HTTP\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 400 Bad Request\r\n')).toBe(true);
    expect(answer.toLowerCase()).toContain('connection: close');
  });

  it('a normal request on the same server still works', async () => {
    const answer = await exchange('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.startsWith('HTTP/1.1 200 OK')).toBe(true);
    expect(answer).toContain('{"status":"ok"}');
  });
});
