import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Node's `clientError`: the HTTP parser refused a request before Fastify could route it (headers or
 * URL over the 16 KiB limit, a malformed request line, a client too slow to send its headers). The
 * connection cannot carry another request after that, so the answer says `Connection: close` and
 * the socket is closed once it is written. Same JSON shape as every other error of the REST face.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request header fields or URL too large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request timeout']
        : [400, 'Malformed HTTP request'];
  const reason = STATUS_CODES[status];
  const body = JSON.stringify({ statusCode: status, error: reason, message });
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    () => socket.destroy(),
  );
}
