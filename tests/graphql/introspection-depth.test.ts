import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../../server/graphql/armor.js';
import { useApp } from '../helper.js';

/**
 * graphql-armor's depth limit skips introspection, so `ofType` chains were answered at any depth.
 * Introspection is capped at what GraphiQL sends (graphql-js's introspection query, 15 deep);
 * codegen reads the SDL files. Deeper introspection is refused before it runs.
 */
const app = useApp();

async function post(query: string) {
  const res = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query } });
  return { status: res.statusCode, json: res.json() as { data?: unknown; errors?: { message: string; extensions: { code: string } }[] } };
}

/** `__schema … type { ofType × levels { name } }`: depth 5 + levels. */
const ofTypeChain = (levels: number) =>
  `{ __schema { types { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } } }`;

describe('introspection depth', () => {
  it.each([
    ['GraphiQL 5 (inputValueDeprecation, schemaDescription)', { inputValueDeprecation: true, schemaDescription: true }],
    ['every option graphql-js offers', { descriptions: true, inputValueDeprecation: true, specifiedByUrl: true, schemaDescription: true, directiveIsRepeatable: true }],
    ['the defaults', {}],
  ])('answers the introspection query of %s', async (_name, options) => {
    const res = await post(getIntrospectionQuery(options));
    expect(res.status).toBe(200);
    expect(res.json.errors).toBeUndefined();
    expect((res.json.data as { __schema: { types: unknown[] } }).__schema.types.length).toBeGreaterThan(50);
  });

  it('answers a chain exactly at the limit', async () => {
    const res = await post(ofTypeChain(GRAPHQL_LIMITS.maxIntrospectionDepth - 5));
    expect(res.status).toBe(200);
    expect(res.json.errors).toBeUndefined();
  });

  it.each([GRAPHQL_LIMITS.maxIntrospectionDepth - 4, 30])('refuses an ofType chain of %i levels with 400, before execution', async (levels) => {
    const res = await post(ofTypeChain(levels));
    expect(res.status).toBe(400);
    expect(res.json.data).toBeUndefined();
    expect(res.json.errors).toEqual([
      {
        message: `Query refused: Introspection depth limit of ${GRAPHQL_LIMITS.maxIntrospectionDepth} exceeded, found ${levels + 5}.`,
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED', requestId: expect.any(String) },
      },
    ]);
  });

  it('refuses the chain hidden in a fragment tree that doubles per level (each fragment is measured once)', async () => {
    const fragments = ['fragment T0 on __Type { name ofType { name ofType { name ofType { name } } } }'];
    for (let i = 1; i <= 40; i++) fragments.push(`fragment T${i} on __Type { ofType { ...T${i - 1} ...T${i - 1} } }`);
    const res = await post(`{ __schema { types { ...T40 } } } ${fragments.join(' ')}`);
    expect(res.status).toBe(400);
    expect(res.json.errors?.[0].message).toMatch(/^Query refused: Introspection depth limit of 15 exceeded, found \d+\.$/);
  });
});
