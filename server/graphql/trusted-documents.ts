import { existsSync, readFileSync } from 'node:fs';
import type { PersistedQueryOptions } from '@apollo/server';
import { getOperationAST, GraphQLError, Kind, parse, type DocumentNode, type ParseOptions } from 'graphql';
import { documentHash, trustedDocumentText } from './trusted-document-text.js';

/**
 * `only`: every operation must be a trusted document (sent by hash, or as its exact text).
 * `also`: trusted documents by hash, and any other document as text (GraphiQL, API users).
 */
export type TrustedDocumentsMode = 'only' | 'also';

/** A manifest entry as it executes. */
export interface TrustedDocument {
  hash: string;
  text: string;
  document: DocumentNode;
}

/**
 * The web client's operations, persisted at build time by codegen (client preset
 * `persistedDocuments`, see codegen.ts): hash → persisted text. An entry is prepared on first use
 * (the text the client would send, parsed once) and checked against its hash; nothing is hashed,
 * parsed or validated per request. An entry that does not check out stays unknown: clients then get
 * PERSISTED_QUERY_NOT_FOUND and resend the full text.
 */
export class TrustedDocuments {
  private readonly prepared = new Map<string, TrustedDocument | null>();
  private names: ReadonlySet<string> | undefined;

  constructor(
    private readonly persisted: ReadonlyMap<string, string>,
    private readonly parseOptions: ParseOptions = {},
  ) {}

  /** A missing manifest (no codegen run yet) trusts nothing; a malformed one stops the start. */
  static fromManifest(path: string, parseOptions?: ParseOptions): TrustedDocuments {
    if (!existsSync(path)) return new TrustedDocuments(new Map(), parseOptions);
    const manifest = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) {
      throw new Error(`${path}: a persisted-documents manifest maps hashes to document texts`);
    }
    const persisted = new Map<string, string>();
    for (const [hash, text] of Object.entries(manifest)) {
      if (typeof text !== 'string') throw new Error(`${path}: the document of ${hash} is not a string`);
      persisted.set(hash, text);
    }
    return new TrustedDocuments(persisted, parseOptions);
  }

  hashes(): IterableIterator<string> {
    return this.persisted.keys();
  }

  has(hash: string): boolean {
    return this.persisted.has(hash);
  }

  get(hash: string): TrustedDocument | undefined {
    let entry = this.prepared.get(hash);
    if (entry === undefined) {
      entry = this.prepare(hash);
      this.prepared.set(hash, entry);
    }
    return entry ?? undefined;
  }

  /** The operation a trusted document runs when the request names none (its only one), or undefined. */
  operationName(hash: string): string | undefined {
    return getOperationAST(this.get(hash)?.document ?? EMPTY)?.name?.value;
  }

  /** The names of the trusted documents' operations, prepared on first use: the web client's operations, a known set. */
  operationNames(): ReadonlySet<string> {
    return (this.names ??= new Set(
      [...this.persisted.keys()].flatMap(
        (hash) => this.get(hash)?.document.definitions.flatMap((definition) => (definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [])) ?? [],
      ),
    ));
  }

  /**
   * Apollo's persisted-query cache, read-only: a known hash resolves to its text, an unknown one is
   * Apollo's standard PERSISTED_QUERY_NOT_FOUND, and nothing a client sends is ever stored.
   */
  apolloCache(): NonNullable<PersistedQueryOptions['cache']> {
    const prefix = 'apq:';
    return {
      get: async (key) => this.get(key.startsWith(prefix) ? key.slice(prefix.length) : key)?.text,
      set: async () => {},
      delete: async () => true,
    };
  }

  private prepare(hash: string): TrustedDocument | null {
    const persisted = this.persisted.get(hash);
    if (persisted === undefined) return null;
    try {
      const text = trustedDocumentText(persisted, this.parseOptions);
      if (documentHash(text) !== hash) return null;
      return { hash, text, document: parse(text, this.parseOptions) };
    } catch {
      return null;
    }
  }
}

const EMPTY: DocumentNode = { kind: Kind.DOCUMENT, definitions: [] };

/** Apollo Router's code for an operation its safelist does not hold. */
export function notInSafelist(): GraphQLError {
  return new GraphQLError('Only trusted documents are accepted: this operation is not in the persisted-documents list', {
    extensions: { code: 'QUERY_NOT_IN_SAFELIST' },
  });
}

/**
 * `only`, checked before Apollo sees the request: an operation passes when it names a trusted
 * document by hash, or sends exactly the text of one. A hash alone that is unknown passes too, so
 * Apollo answers it with its standard PERSISTED_QUERY_NOT_FOUND; any other text is refused unparsed.
 */
export function isUntrusted(documents: TrustedDocuments, query: unknown, hash: string | null): boolean {
  if (hash !== null && documents.has(hash)) return false;
  if (typeof query !== 'string') return false;
  return !documents.has(documentHash(query));
}
