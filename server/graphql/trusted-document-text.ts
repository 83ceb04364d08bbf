import { createHash } from 'node:crypto';
import { Kind, parse, print, visit, type DocumentNode, type FieldNode, type ParseOptions } from 'graphql';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * Apollo Client's own rule (its `addTypenameToDocument`): every selection set below the operation
 * root gets `__typename`, unless it already selects a `__` field; its normalized cache needs it.
 */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      enter(node, _key, parent) {
        if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
        if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__'))) return undefined;
        return { ...node, selections: [...node.selections, TYPENAME] };
      },
    },
  });
}

/**
 * The text a trusted document runs as: the persisted operation as Apollo Client sends it (with its
 * `__typename` additions), printed by graphql-js. Codegen hashes this text (codegen.ts) and the
 * server re-derives it from the manifest, so a hash always names exactly what executes.
 */
export function trustedDocumentText(persisted: string, options?: ParseOptions): string {
  return print(withTypenames(parse(persisted, options)));
}

/** The persisted-query protocol's `sha256Hash`: lower-case hex sha256 of the text. */
export function documentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
