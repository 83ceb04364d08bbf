import { CombinedGraphQLErrors } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { RetryLink } from '@apollo/client/link/retry';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import type { Client } from 'graphql-ws';
import { OperationTypeNode } from 'graphql';

/**
 * Subscriptions over the WebSocket (graphql-ws), everything else over HTTP. graphql-ws itself reconnects
 * and resubscribes after an ordinary drop; a close it treats as final (4400, 4401, 4500 …) ends the
 * operations instead, so the RetryLink subscribes them again, which opens a new socket with a fresh token.
 * GraphQL errors (FORBIDDEN, BAD_USER_INPUT) are answers, not drops: they are not retried.
 */
export function createSplitLink(liveClient: Client, signedIn: () => boolean, http: ApolloLink): ApolloLink {
  const resubscribe = new RetryLink({
    delay: { initial: 1_000, max: 30_000, jitter: true },
    attempts: { max: Infinity, retryIf: (error) => signedIn() && !CombinedGraphQLErrors.is(error) },
  });
  return ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    resubscribe.concat(new GraphQLWsLink(liveClient)),
    http,
  );
}
