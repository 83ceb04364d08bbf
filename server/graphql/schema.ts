import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeResolvers, mergeTypeDefs } from '@graphql-tools/merge';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import {
  DateResolver,
  DateTimeResolver,
  EmailAddressResolver,
  NonEmptyStringResolver,
  NonNegativeIntResolver,
  PositiveIntResolver,
  URLResolver,
} from 'graphql-scalars';
import type { DomainModule } from './domain-module.js';
import { schemaDir } from '../common/paths.js';
import { strictInteger } from './strict-integers.js';

/** The SDL of schema/*.graphql, merged: the same files codegen reads. */
export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(schemaDir, file), 'utf8'));
}

// The schema is immutable and its resolvers keep no state (state lives in each app's repositories,
// reached through the context), so one schema per domain list serves every app of the process.
const schemas = new WeakMap<readonly DomainModule[], GraphQLSchema>();

export function buildSchema(domains: readonly DomainModule[]): GraphQLSchema {
  let schema = schemas.get(domains);
  if (!schema) {
    schema = makeSchema(domains);
    schemas.set(domains, schema);
  }
  return schema;
}

function makeSchema(domains: readonly DomainModule[]): GraphQLSchema {
  const scalars = {
    Date: DateResolver,
    DateTime: DateTimeResolver,
    EmailAddress: EmailAddressResolver,
    NonEmptyString: NonEmptyStringResolver,
    NonNegativeInt: strictInteger(NonNegativeIntResolver),
    PositiveInt: strictInteger(PositiveIntResolver),
    URL: URLResolver,
  };
  return makeExecutableSchema({
    typeDefs: mergeTypeDefs(loadTypeDefs()),
    resolvers: mergeResolvers([scalars, ...domains.flatMap((d) => (d.resolvers ? [d.resolvers] : []))]),
    inheritResolversFromInterfaces: true,
  });
}
