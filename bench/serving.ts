import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { buildApp } from '../server/app.js';
import { documentHash, trustedDocumentText } from '../server/graphql/trusted-document-text.js';
import { persistedDocumentsPath, webDistDir } from '../server/common/paths.js';
import { measureInRounds, measurePaired, type Measurement, type PairedMeasurement } from './load.js';

/**
 * Three reads the product makes most (product page, users page, e-mail inbox), each as REST and as GraphQL asking for the same fields. The GraphQL
 * documents join the web client's trusted documents for this run (a manifest of their own), so the
 * by-hash path is the one the web client takes.
 */
export const READS = [
  {
    name: 'product page',
    rest: '/apps/ecommerce/products?q=&sortBy=featured&perPage=9&page=1',
    operationName: 'BenchProductPage',
    document: `query BenchProductPage($perPage: PositiveInt) {
      products(perPage: $perPage) { items { id name slug description brand price image hasFreeShipping rating isInWishlist isInCart } total }
      wishlist { id }
      cart { id qty shippingDate offers discountPercentage product { id } }
    }`,
    variables: { perPage: 9 },
  },
  {
    name: 'users page',
    rest: '/api/users/list/data?q=&page=1&perPage=10&sort=asc&sortColumn=fullName',
    operationName: 'BenchUsersPage',
    document: `query BenchUsersPage($perPage: PositiveInt, $sort: SortDirection, $sortColumn: UserSortColumn) {
      users(perPage: $perPage, sort: $sort, sortColumn: $sortColumn) {
        items { id fullName company role username country contact email currentPlan status billing avatar }
        total
      }
    }`,
    variables: { perPage: 10, sort: 'asc', sortColumn: 'fullName' },
  },
  {
    name: 'e-mail inbox',
    rest: '/apps/email/emails?q=&folder=inbox',
    operationName: 'BenchInbox',
    // The legacy call answers the whole inbox; GraphQL pages it, so the page is asked as large as the inbox.
    document: `query BenchInbox($folder: MailFolder, $perPage: Int) {
      emails(folder: $folder, perPage: $perPage) {
        items {
          id from { email name avatar } to { name email } subject cc bcc message
          attachments { fileName thumbnail url size } isStarred labels time folder isRead
          replies { id from { email name avatar } to { name email } cc bcc subject message attachments { fileName thumbnail url size } time }
        }
        meta { inbox draft spam }
      }
    }`,
    variables: { folder: 'inbox', perPage: 100 },
  },
] as const;

export interface ReadResult {
  name: string;
  /** Bytes on the wire: REST as it is and as brotli, GraphQL by hash as it is. */
  bytes: { rest: number; restCompressed: number; graphql: number };
  raw: Measurement;
  /** Raw Fastify answering the same bytes to a POST of the GraphQL body (parsed by its default JSON parser): what a POST costs Fastify itself. */
  rawPost: Measurement;
  rest: Measurement;
  /**
   * The same REST read by a script with a READ API key (`X-API-Key`) (`b`) against the admin's access token (`a`),
   * in pairs of one-second slices (load.ts measurePaired).
   */
  apiKey: PairedMeasurement;
  /** REST for a client sending `Accept-Encoding: br, gzip`, as browsers do (API compression is on by default). */
  restCompressed: Measurement;
  graphqlHash: Measurement;
  graphqlText: Measurement;
  /** The same document text by GET (GraphQL over HTTP's form for queries), its answer kept by URL. */
  graphqlTextGet: Measurement;
}

export interface ServingResult {
  helloWorld: Measurement;
  reads: ReadResult[];
  problems: string[];
}

/** What a browser sends: API compression answers it in brotli. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'br, gzip' };

async function json(res: Response): Promise<{ status: number; text: string; body: unknown }> {
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) as unknown };
}

async function tokenFor(origin: string): Promise<string> {
  const login = await json(
    await fetch(`${origin}/jwt/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
    }),
  );
  return (login.body as { accessToken: string }).accessToken;
}

/** A READ API key of the account behind `token`: what a script would send instead of signing in. */
async function apiKeyFor(origin: string, token: string): Promise<string> {
  const made = await json(
    await fetch(`${origin}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: 'mutation { createApiKey(input: { name: "Bench", access: READ }) { secret } }' }),
    }),
  );
  return (made.body as { data: { createApiKey: { secret: string } } }).data.createApiKey.secret;
}

/** The bytes of an answer as sent (compressed or not) and its encoding. */
function bytesOnTheWire(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** A manifest of the web client's documents plus this benchmark's, in a directory of its own. */
export function benchManifest(): { path: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'bench-documents-'));
  const manifest = existsSync(persistedDocumentsPath)
    ? (JSON.parse(readFileSync(persistedDocumentsPath, 'utf8')) as Record<string, string>)
    : {};
  for (const read of READS) manifest[documentHash(trustedDocumentText(read.document))] = read.document;
  const path = join(dir, 'persisted-documents.json');
  writeFileSync(path, JSON.stringify(manifest));
  return { path, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function measureServing(options: { seconds: number; rounds: number; connections: number; warmup: number; keyPairs: number }): Promise<ServingResult> {
  const problems: string[] = [];
  const manifest = benchManifest();
  // The product as `npm start` serves it: web client and its request hook included when built.
  const app = await buildApp({
    // The key's limit is counted as always, but set above what the load sends: its cost is measured, not its refusals.
    config: { logLevel: 'silent', serveWeb: existsSync(join(webDistDir, 'index.html')), persistedDocumentsPath: manifest.path, apiKeyRateLimit: 1_000_000_000 },
  });
  const raw: FastifyInstance = Fastify({ logger: false });
  raw.get('/', async () => ({ hello: 'world' }));
  // Raw Fastify answers the same request (same path, query string and headers, which it parses as any
  // Fastify app does) with the bytes our REST route answered: what is left is our per-request work.
  const servedByRaw = new Map<string, { body: string; headers: Record<string, string> }>();
  for (const read of READS) {
    const path = read.rest.split('?')[0];
    const sameBytes = (_request: unknown, reply: FastifyReply) => {
      const { body, headers } = servedByRaw.get(path)!;
      reply.headers(headers).send(body);
    };
    raw.get(path, sameBytes);
    raw.post(path, sameBytes);
  }

  try {
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const rawOrigin = await raw.listen({ host: '127.0.0.1', port: 0 });
    const token = await tokenFor(origin);
    const auth = { authorization: `Bearer ${token}` };
    const byKey = { 'x-api-key': await apiKeyFor(origin, token) };
    const graphqlHeaders = { ...auth, 'content-type': 'application/json' };

    const [helloWorld] = await measureInRounds([{ name: 'raw Fastify hello-world', options: { url: `${rawOrigin}/` } }], options);
    const reads: ReadResult[] = [];
    for (const read of READS) {
      // The exact bytes REST answers, headers included, become what raw Fastify serves.
      // fetch asks for gzip unless told: these are the bytes a client accepting no encoding gets.
      const restAnswer = await fetch(`${origin}${read.rest}`, { headers: { ...auth, 'accept-encoding': 'identity' } });
      const restBody = await restAnswer.text();
      if (restAnswer.status !== 200) problems.push(`${read.name}: REST answered ${restAnswer.status}`);
      const keyAnswer = await fetch(`${origin}${read.rest}`, { headers: { ...byKey, 'accept-encoding': 'identity' } });
      if (keyAnswer.status !== 200 || (await keyAnswer.text()) !== restBody) problems.push(`${read.name}: REST with an API key answered ${keyAnswer.status}, not the token's answer`);
      const headers: Record<string, string> = {};
      restAnswer.headers.forEach((value, name) => {
        if (!['date', 'connection', 'keep-alive', 'content-length'].includes(name)) headers[name] = value;
      });
      servedByRaw.set(read.rest.split('?')[0], { body: restBody, headers });

      const hash = documentHash(trustedDocumentText(read.document));
      // As Apollo Client's persisted-query link sends a query by hash (useGETForHashedQueries, content-type as on every request).
      const byHashUrl = `/graphql?${new URLSearchParams({
        operationName: read.operationName,
        variables: JSON.stringify(read.variables),
        extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
      })}`;
      const asText = JSON.stringify({ operationName: read.operationName, variables: read.variables, query: read.document });
      const asTextUrl = `/graphql?${new URLSearchParams({ operationName: read.operationName, variables: JSON.stringify(read.variables), query: read.document })}`;
      const graphqlAnswers = await Promise.all([
        fetch(`${origin}${byHashUrl}`, { headers: graphqlHeaders }).then(json),
        fetch(`${origin}/graphql`, { method: 'POST', headers: graphqlHeaders, body: asText }).then(json),
        fetch(`${origin}${asTextUrl}`, { headers: graphqlHeaders }).then(json),
      ]);
      for (const answer of graphqlAnswers) {
        const errors = (answer.body as { errors?: { message: string }[] }).errors;
        if (answer.status !== 200 || errors) problems.push(`${read.name}: GraphQL answered ${answer.status} ${errors?.map((e) => e.message).join('; ') ?? ''}`);
      }

      // fetch would decode the answer: node:http reads the bytes as sent.
      const compressed = await bytesOnTheWire(`${origin}${read.rest}`, { ...auth, ...BROWSER_ENCODINGS });
      if (compressed.encoding !== 'br') problems.push(`${read.name}: REST was not compressed for a client accepting br`);

      // Document text is the same request every time: after the first it takes the fast path as trusted hashes do.
      const [rawResult, rawPost, rest, restCompressed, graphqlHash, graphqlText, graphqlTextGet] = await measureInRounds(
        [
          { name: 'raw Fastify, same bytes', options: { url: `${rawOrigin}${read.rest}`, headers: auth } },
          {
            name: 'raw Fastify, same bytes to the POST',
            options: { url: `${rawOrigin}${read.rest.split('?')[0]}`, method: 'POST', headers: graphqlHeaders, body: asText },
          },
          { name: 'REST', options: { url: `${origin}${read.rest}`, headers: auth } },
          { name: 'REST, Accept-Encoding: br, gzip', options: { url: `${origin}${read.rest}`, headers: { ...auth, ...BROWSER_ENCODINGS } } },
          { name: 'GraphQL, trusted document by hash (GET)', options: { url: `${origin}${byHashUrl}`, headers: graphqlHeaders } },
          { name: 'GraphQL, document as text (POST)', options: { url: `${origin}/graphql`, method: 'POST', headers: graphqlHeaders, body: asText } },
          { name: 'GraphQL, document as text (GET)', options: { url: `${origin}${asTextUrl}`, headers: graphqlHeaders } },
        ],
        options,
      );
      const apiKey = await measurePaired(
        { name: 'REST, access token', options: { url: `${origin}${read.rest}`, headers: auth } },
        { name: 'REST, API key (X-API-Key)', options: { url: `${origin}${read.rest}`, headers: byKey } },
        { connections: options.connections, pairs: options.keyPairs, warmup: options.warmup },
      );
      reads.push({
        name: read.name,
        bytes: { rest: Buffer.byteLength(restBody), restCompressed: compressed.bytes, graphql: Buffer.byteLength(graphqlAnswers[0].text) },
        raw: rawResult,
        rawPost,
        rest,
        apiKey,
        restCompressed,
        graphqlHash,
        graphqlText,
        graphqlTextGet,
      });
    }
    return { helloWorld, reads, problems };
  } finally {
    await app.close();
    await raw.close();
    manifest.cleanup();
  }
}
