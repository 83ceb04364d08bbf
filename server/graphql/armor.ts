import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorCallbackConfiguration } from '@escape.tech/graphql-armor-types';
import { GraphQLError, type ValidationRule } from 'graphql';

/**
 * Limits on what one operation may ask for. The largest screen query of the dashboard (profile
 * feed with comments and liked users) is depth 5 and costs a few hundred; these leave ample room
 * while refusing the classic denial-of-service shapes (deep nesting, alias fan-out, fragment
 * multiplication, directive spam, huge documents).
 */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  maxCost: 5000,
  maxDirectives: 20,
  maxTokens: 1000,
} as const;

export interface GraphQLProtection {
  validationRules: ValidationRule[];
  /** Token limit enforced by graphql-js's own parser, so an oversized document is a clean GRAPHQL_PARSE_FAILED. */
  parseOptions: { maxTokens: number };
}

/**
 * Armor prefixes every refusal with "Syntax Error:", which misleads: the query parsed fine. We
 * report the limit itself; Apollo answers it as GRAPHQL_VALIDATION_FAILED with status 400.
 */
const reportRefusal: GraphQLArmorCallbackConfiguration = {
  propagateOnRejection: false,
  onReject: [
    (context, error) => context?.reportError(new GraphQLError(`Query refused: ${error.message.replace(/^Syntax Error: /, '')}`)),
  ],
};

/**
 * @escape.tech/graphql-armor: validation rules for depth, cost, aliases and directives. Armor's
 * token limit throws from a parsing hook, which Apollo 5 turns into a 500, so graphql-js's parser
 * `maxTokens` does that job; its suggestion masking is Apollo's own `hideSchemaDetailsFromClientErrors`.
 */
export function graphqlProtection(): GraphQLProtection {
  const { validationRules } = new ApolloArmor({
    // Fragments are flattened: the web client composes colocated fragments several levels deep, and
    // what matters is the depth and size of what executes, not how the document was arranged.
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true, ...reportRefusal },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, ...reportRefusal },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost, flattenFragments: true, ...reportRefusal },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives, ...reportRefusal },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  }).protect();
  return { validationRules, parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens } };
}
