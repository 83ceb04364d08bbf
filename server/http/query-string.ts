import { parse } from 'fast-querystring';

/**
 * Fastify's own query-string parser (fast-querystring), plus the bracket form of arrays that axios
 * 0.24 writes (`calendars[]=Personal&calendars[]=Business`): `key[]` is read as `key`, so every route
 * schema names its parameters once. Values stay text; the route's schema parses them.
 */
export function parseQueryString(text: string): Record<string, unknown> {
  const query: Record<string, unknown> = text.length === 0 ? {} : parse(text);
  for (const key of Object.keys(query)) {
    if (!key.endsWith('[]')) continue;
    const name = key.slice(0, -2);
    query[name] = [query[name], query[key]].flat().filter((value) => value !== undefined);
    delete query[key];
  }
  return query;
}
