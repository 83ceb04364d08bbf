import { parse } from 'fast-querystring';
import { LruCache } from '../common/lru-cache.js';

/** Query strings this long are kept parsed: GraphQL documents sent by GET (~400–700 characters), long filters. */
const REMEMBER_FROM = 256;
const REMEMBER_UP_TO = 8 * 1024;
const remembered = new LruCache<Record<string, unknown>>(256);

/**
 * Fastify's own query-string parser (fast-querystring), plus the bracket form of arrays that axios
 * 0.24 writes (`calendars[]=Personal&calendars[]=Business`): `key[]` is read as `key`, so every route
 * schema names its parameters once. Values stay text; the route's schema parses them.
 *
 * A long query string asked again (a client reading the same GraphQL document by GET) is parsed once: decoding
 * its escapes was 4–8 µs of a request's ~25 µs. Each request still gets an object of its own to change.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  if (text.length < REMEMBER_FROM || text.length > REMEMBER_UP_TO) return parseOnce(text);
  let known = remembered.get(text);
  if (known === undefined) remembered.set(text, (known = parseOnce(text)));
  return copyOf(known);
}

function parseOnce(text: string): Record<string, unknown> {
  const query: Record<string, unknown> = text.length === 0 ? {} : parse(text);
  for (const key of Object.keys(query)) {
    if (!key.endsWith('[]')) continue;
    const name = key.slice(0, -2);
    query[name] = [query[name], query[key]].flat().filter((value) => value !== undefined);
    delete query[key];
  }
  return query;
}

/** A copy with the parser's own prototype (none): values are text or arrays of text. */
function copyOf(query: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = Object.create(Object.getPrototypeOf(query) as object | null);
  for (const key of Object.keys(query)) {
    const value = query[key];
    copy[key] = Array.isArray(value) ? [...value] : value;
  }
  return copy;
}
