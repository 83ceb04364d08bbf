import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { printSchema, type GraphQLSchema } from 'graphql';
import type { Executor } from './executor.js';

type Gateway<TContext> = ApolloServerOptionsWithGateway<TContext & object>['gateway'];

/**
 * Apollo Server 5 runs graphql-js `execute` itself unless a gateway hands it an executor; this
 * single-schema "gateway" is the supported hook for a custom executor. Apollo still parses,
 * validates (with our limits) and caches documents in its documentStore before calling us.
 */
export function executorGateway<TContext>(schema: GraphQLSchema, executor: Executor<TContext>): Gateway<TContext> {
  return {
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async load() {
      return {
        executor: (requestContext) =>
          executor({
            document: requestContext.document,
            documentKey: requestContext.queryHash,
            // The name the client asked for: Apollo's resolved one is null when the document lacks it, which
            // would run the document's only operation instead of answering OPERATION_RESOLUTION_FAILURE.
            operationName: requestContext.request.operationName,
            variables: requestContext.request.variables,
            contextValue: requestContext.context as TContext,
          }),
      };
    },
    async stop() {},
  };
}
