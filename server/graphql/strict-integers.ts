import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

/**
 * graphql-scalars' integer scalars coerce: PositiveInt reads 1.5 as 1 and "2" as 2. A value of the wrong type
 * is refused here instead, before the library's own range check: only an integer (a number in variables, an
 * Int literal in a document) reaches it.
 */
export function strictInteger(scalar: GraphQLScalarType): GraphQLScalarType {
  const config = scalar.toConfig();
  const { parseValue, parseLiteral } = config;
  return new GraphQLScalarType({
    ...config,
    parseValue(value) {
      if (typeof value !== 'number' || !Number.isInteger(value)) {
        throw new GraphQLError(`${scalar.name} must be an integer, not ${JSON.stringify(value)}`);
      }
      return parseValue ? parseValue(value) : value;
    },
    parseLiteral(ast, variables) {
      if (ast.kind !== Kind.INT) throw new GraphQLError(`${scalar.name} must be an integer literal`, { nodes: ast });
      return parseLiteral ? parseLiteral(ast, variables) : Number(ast.value);
    },
  });
}
