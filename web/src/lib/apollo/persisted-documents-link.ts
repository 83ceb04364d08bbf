import { ApolloLink } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import type { DocumentNode } from 'graphql';

/**
 * The hash codegen embeds in each document it generates (client preset `persistedDocuments`, see
 * codegen.ts): the sha256 of the text the server holds for it in persisted-documents.json.
 */
export function persistedHash(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash : undefined;
}

/**
 * Trusted documents: our own operations go out as their build-time hash (Apollo's persisted-query
 * protocol), which the server runs without parsing or validating anything; queries by GET, so the
 * server finds an answer it kept by the URL alone, mutations by POST. A document codegen did not
 * build (none today) goes out as text. A server that does not know a hash answers
 * PERSISTED_QUERY_NOT_FOUND and the link resends that operation with its text.
 */
export function createPersistedDocumentsLink(): ApolloLink {
  const byHash = new PersistedQueryLink({ generateHash: (document) => persistedHash(document) ?? '', useGETForHashedQueries: true });
  return ApolloLink.split((operation) => persistedHash(operation.query) !== undefined, byHash);
}
