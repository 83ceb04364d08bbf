import { parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema, type ParseOptions, type ValidationRule } from 'graphql';
import { LruCache } from '../common/lru-cache.js';
import { documentHash } from './trusted-document-text.js';

/** A document sent as text, parsed and validated once. */
export interface TextDocument {
  /** The sha256 of its text: its key in the compile cache and in kept answers' slots. */
  hash: string;
  document: DocumentNode;
}

export interface TextDocumentsOptions {
  schema: GraphQLSchema;
  /** The same limits Apollo validates with (graphql-armor's depth, cost, aliases, directives …). */
  validationRules: readonly ValidationRule[];
  /** The parser's token limit. */
  parseOptions: ParseOptions;
  maxEntries?: number;
  /** Longer texts are not remembered (the parsed document holds its text for error locations). */
  maxLength?: number;
}

/**
 * Documents sent as text (GraphiQL, API users, other clients), remembered by their text in a bounded LRU (a map
 * lookup by the text costs less than its sha256, which is taken once, when the text is first seen): a document seen before skips parsing and validation, which every limit already passed when it
 * was first seen (the limits depend on the text alone). A text that does not parse or validate is remembered
 * as null, so Apollo answers it with its own errors without this cache parsing it again.
 */
export class TextDocuments {
  private readonly entries: LruCache<TextDocument | null>;
  private readonly rules: readonly ValidationRule[];
  private readonly maxLength: number;

  constructor(private readonly options: TextDocumentsOptions) {
    this.entries = new LruCache(options.maxEntries ?? 500);
    this.rules = [...specifiedRules, ...options.validationRules];
    this.maxLength = options.maxLength ?? 16 * 1024;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The valid document of this text, or null when Apollo must answer it. */
  get(text: string): TextDocument | null {
    if (text.length > this.maxLength) return null;
    let entry = this.entries.get(text);
    if (entry === undefined) {
      entry = this.prepare(text);
      this.entries.set(text, entry);
    }
    return entry;
  }

  private prepare(text: string): TextDocument | null {
    let document: DocumentNode;
    try {
      document = parse(text, this.options.parseOptions);
    } catch {
      return null;
    }
    return validate(this.options.schema, document, this.rules).length === 0 ? { hash: documentHash(text), document } : null;
  }
}
