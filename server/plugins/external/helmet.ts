import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The one inline script of web/index.html, by its sha256: it starts loading the current language's
 * translations beside the bundle. A test compares it with the file, so an edit there fails until this follows.
 */
export const BOOT_SCRIPT_HASH = "'sha256-53jlsiS7aEVOXgEMyAlaecPkMfrwzSpARtMXWgIZbLQ='";

/**
 * helmet: security headers. The CSP allows what our own bundles need (inline styles from
 * Blueprint and Plotly, data: images, web workers from blob: for GraphiQL's editor, index.html's boot
 * script by its hash) and nothing remote.
 */
export const HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", BOOT_SCRIPT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      workerSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
};

/**
 * The headers helmet sets for these options. They depend on nothing in the request (no nonces, no
 * directive functions), so helmet runs once, against a recording response, instead of per request.
 */
export function helmetHeaders(options: Readonly<HelmetOptions> = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  let failure: unknown;
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      failure = error;
    },
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/**
 * Headers that govern only a document (what it may load and run, who may frame or open it). A script, style
 * sheet or font is no document: those of the build go without them, half a kilobyte less on each of the two dozen
 * files a first visit loads. A worker's script keeps them (its CSP governs the worker).
 */
const DOCUMENT_ONLY = new Set([
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
]);
const SUBRESOURCE = /^\/assets\/(?![^?/]*worker)[^?/]+\.(?:js|css|woff2?)(?:\?|$)/;

/** Every answer, API or page or error, carries the same precomputed security headers; the build's subresources those that apply. */
export default fp(
  async (app) => {
    const headers = helmetHeaders();
    const subresource = Object.freeze(Object.fromEntries(Object.entries(headers).filter(([name]) => !DOCUMENT_ONLY.has(name))));
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith('/assets/') && SUBRESOURCE.test(request.url) ? subresource : headers);
      done();
    });
  },
  { name: 'helmet' },
);
