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
import type { DomainModule } from '../domain.js';
import { schemaDir } from '../paths.js';

/** The SDL of schema/*.graphql, merged: the same files codegen reads. */
export function loadTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(schemaDir, file), 'utf8'));
}

export function buildSchema(domains: readonly DomainModule[]): GraphQLSchema {
  const scalars = {
    Date: DateResolver,
    DateTime: DateTimeResolver,
    EmailAddress: EmailAddressResolver,
    NonEmptyString: NonEmptyStringResolver,
    NonNegativeInt: NonNegativeIntResolver,
    PositiveInt: PositiveIntResolver,
    URL: URLResolver,
  };
  return makeExecutableSchema({
    typeDefs: mergeTypeDefs(loadTypeDefs()),
    resolvers: mergeResolvers([scalars, ...domains.flatMap((d) => (d.resolvers ? [d.resolvers] : []))]),
    inheritResolversFromInterfaces: true,
  });
}
