import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLArmorCallbackConfiguration } from '@escape.tech/graphql-armor-types';
import { GraphQLError, Kind, type FragmentDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';

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
  /**
   * Introspection (`__schema`, `__type`) is counted on its own: the query GraphiQL sends
   * (graphql-js `getIntrospectionQuery`: __schema → types → fields → type → seven `ofType`) is 15
   * deep. Codegen reads the SDL files, not the endpoint. Anything deeper is a recursion probe.
   */
  maxIntrospectionDepth: 15,
} as const;

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

/**
 * Armor's depth rule skips everything under `__schema` (its `ignoreIntrospection`), so an
 * `ofType { ofType { … } }` chain of any length would be answered. This rule measures introspection
 * selections the way armor measures the rest (one level per field, fragments flattened, each
 * fragment measured once, so a fragment bomb costs no more than its text) and refuses deeper ones.
 */
export function introspectionDepthRule(limit: number): ValidationRule {
  return (context) => {
    const fragmentDepths = new Map<string, number>();
    const depthBelow = (selectionSet: SelectionSetNode, inIntrospection: boolean, visiting: Set<string>): number => {
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const counted = inIntrospection || INTROSPECTION_ROOTS.has(selection.name.value);
          const below = selection.selectionSet ? depthBelow(selection.selectionSet, counted, visiting) : 0;
          if (counted || below > 0) deepest = Math.max(deepest, 1 + below);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthBelow(selection.selectionSet, inIntrospection, visiting));
        } else {
          const key = `${selection.name.value}:${inIntrospection}`;
          const fragment: FragmentDefinitionNode | null | undefined = context.getFragment(selection.name.value);
          if (!fragment || visiting.has(key)) continue; // unknown or cyclic fragments are graphql-js's own errors
          if (!fragmentDepths.has(key)) {
            fragmentDepths.set(key, depthBelow(fragment.selectionSet, inIntrospection, new Set([...visiting, key])));
          }
          deepest = Math.max(deepest, fragmentDepths.get(key)!);
        }
      }
      return deepest;
    };
    return {
      OperationDefinition(operation) {
        const depth = depthBelow(operation.selectionSet, false, new Set());
        if (depth > limit) {
          context.reportError(new GraphQLError(`Query refused: Introspection depth limit of ${limit} exceeded, found ${depth}.`));
        }
      },
    };
  };
}

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
  return {
    validationRules: [...validationRules, introspectionDepthRule(GRAPHQL_LIMITS.maxIntrospectionDepth)],
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
  };
}
