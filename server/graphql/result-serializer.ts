import fastJson, { type Schema } from 'fast-json-stringify';
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isObjectType,
  isScalarType,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** What each scalar serializes to. Every other scalar (String, ID, DateTime, EmailAddress …) is a string. */
const SCALAR_TYPES: Record<string, 'integer' | 'number' | 'boolean'> = {
  Int: 'integer',
  PositiveInt: 'integer',
  NonNegativeInt: 'integer',
  Float: 'number',
  Boolean: 'boolean',
};

/** Scalars whose values are any JSON (an audit change's before and after): written as they are. */
const ANY_JSON = new Set(['JSON']);
/** A schema without a type: fast-json-stringify writes the value as JSON.stringify does (its types insist on one). */
const ANY_VALUE = {} as Schema;

/** graphql-jit's own serializer knows only the five built-in scalars, hence this small compiler. */
class Unsupported extends Error {}

/**
 * A fast-json-stringify serializer for the answers of one operation, built from its selection
 * sets: the same bytes as JSON.stringify of graphql-jit's result (fields in response order, every
 * value nullable), for error-free results. Operations that select through interfaces or unions
 * keep JSON.stringify: their objects' key order depends on the concrete type.
 */
export function resultSerializer(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): (result: ExecutionResult) => string {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }

  /** Fields by response name, in first-occurrence order, through fragments (graphql's collectFields). */
  const collect = (type: GraphQLObjectType, selectionSets: readonly SelectionSetNode[], into = new Map<string, FieldNode[]>()) => {
    for (const selectionSet of selectionSets) {
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          const name = selection.alias?.value ?? selection.name.value;
          into.set(name, [...(into.get(name) ?? []), selection]);
        } else {
          const fragment = selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments.get(selection.name.value);
          if (!fragment) throw new Unsupported();
          const condition = fragment.typeCondition?.name.value;
          if (condition !== undefined && condition !== type.name) throw new Unsupported();
          collect(type, [fragment.selectionSet], into);
        }
      }
    }
    return into;
  };

  const objectSchema = (type: GraphQLObjectType, nodes: readonly FieldNode[]): Schema => {
    const selectionSets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
    const properties: Record<string, Schema> = {};
    for (const [name, fieldNodes] of collect(type, selectionSets)) {
      const fieldName = fieldNodes[0].name.value;
      if (fieldName === '__typename') {
        properties[name] = { type: 'string', nullable: true };
        continue;
      }
      const field = type.getFields()[fieldName];
      if (!field) throw new Unsupported();
      properties[name] = valueSchema(field.type, fieldNodes);
    }
    return { type: 'object', properties, nullable: true };
  };

  const valueSchema = (outputType: GraphQLOutputType, nodes: readonly FieldNode[]): Schema => {
    const type = getNullableType(outputType);
    if (isListType(type)) return { type: 'array', items: valueSchema(type.ofType, nodes), nullable: true };
    if (isObjectType(type)) return objectSchema(type, nodes);
    if (isEnumType(type)) return { type: 'string', nullable: true };
    if (isScalarType(type)) return ANY_JSON.has(type.name) ? ANY_VALUE : { type: SCALAR_TYPES[type.name] ?? 'string', nullable: true };
    throw new Unsupported();
  };

  const root = schema.getRootType(operation.operation);
  if (!root || !isObjectType(getNamedType(root))) return JSON.stringify;
  try {
    const data = objectSchema(root, [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'data' }, selectionSet: operation.selectionSet }]);
    return fastJson({ type: 'object', properties: { data } }) as (result: ExecutionResult) => string;
  } catch (error) {
    if (error instanceof Unsupported) return JSON.stringify;
    throw error;
  }
}
