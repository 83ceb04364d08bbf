import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sonicBoom from 'sonic-boom';

/** Where log lines go (a pino destination): stdout, or a test's buffer. */
export interface LogStream {
  write(line: string): void;
}

/** While stdout refuses writes (a full pipe), up to this much output waits for the next write; past it lines are dropped. */
const KEPT_WHILE_REFUSED = 1_048_576;

let stdout: LogStream | undefined;

/**
 * The process's log on stdout (one per process, whatever the number of apps): pino's SonicBoom, writing each line
 * synchronously to a non-blocking descriptor, so logging never blocks and a stop never waits for the log.
 * - A full pipe (a reader that stopped reading) refuses a write at once (EAGAIN): the line waits and goes out with
 *   the next one, up to 1 MiB; SonicBoom is told never to sleep on it (`retryEAGAIN`).
 * - A closed pipe (EPIPE: the reader is gone, as `npm start | pino-pretty` after Ctrl-C) or any other write error
 *   ends the output for good: the server serves on, silent.
 * - Nothing is flushed at exit. pino flushes the asynchronous SonicBoom it builds by default with `flushSync` inside
 *   `process.exit`, which sonic-boom before 5.0.1 retried every 100 ms on any error, EPIPE included, forever
 *   (docs/operations.md, "Logs"); a synchronous destination has nothing left to flush.
 */
export function stdoutLog(): LogStream {
  // Reading process.stdout first makes libuv put a pipe into non-blocking mode: a full pipe then answers EAGAIN
  // instead of blocking the event loop (and with it the handling of SIGTERM).
  const fd = process.stdout.fd ?? 1;
  return (stdout ??= quietOnFailure(new sonicBoom.SonicBoom({ fd, sync: true, maxLength: KEPT_WHILE_REFUSED, retryEAGAIN: () => false })));
}

/** A destination that stops writing after the first error other than EAGAIN (which only means "not now"). */
function quietOnFailure(boom: sonicBoom.SonicBoom): LogStream {
  let failed = false;
  boom.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EAGAIN') failed = true;
  });
  return {
    write(line: string) {
      if (!failed) boom.write(line);
    },
  };
}

/** A request id a client or proxy may hand us: a trace or correlation id, nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The id of a request: its `x-request-id` when that is sane, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** Query parameters that may carry secrets or people's data (GraphQL variables hold tokens and passwords): never logged. */
const UNLOGGED_PARAMS = new Set(['variables', 'token', 'password', 'accessToken', 'refreshToken', 'apiKey', 'api_key']);

/** A request's URL as logged: the values of UNLOGGED_PARAMS replaced. */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const params = new URLSearchParams(url.slice(mark + 1));
  let hidden = false;
  for (const name of params.keys()) {
    if (UNLOGGED_PARAMS.has(name)) {
      params.set(name, '[redacted]');
      hidden = true;
    }
  }
  return hidden ? `${url.slice(0, mark)}?${params}` : url;
}

/**
 * What every log line of the server is made of besides its message. Fastify's request serializer, with the URL as
 * `loggedUrl` shows it; and, should anything ever log headers, bodies or credentials, pino's redaction removes them.
 */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'req.headers.cookie',
        'req.body',
        'res.headers["set-cookie"]',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.passwordHash',
        '*.accessToken',
        '*.refreshToken',
        '*.token',
        '*.secret',
        '*.apiKey',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
