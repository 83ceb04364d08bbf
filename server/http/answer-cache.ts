import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppAbility } from '../access/abilities.js';
import { LruCache } from '../common/lru-cache.js';
import type { Revisions } from '../common/revisions.js';
import { COMPRESS_THRESHOLD, encode, encodingFor, varyOnEncoding, type ApiEncoding } from './answer-encodings.js';
import type { Principal } from '../access/caller.js';

export interface KeptAnswer {
  contentType: string;
  body: string;
}

/** A kept answer, with its encodings made so far (each once, on the first request accepting it). */
export interface Kept {
  readonly contentType: string;
  /** The body in UTF-8, encoded once: sent as it is, with no length counting or encoding per request. */
  readonly body: Buffer;
  readonly encoded: Partial<Record<ApiEncoding, Buffer>>;
}

interface Entry extends Kept {
  readonly revision: number;
  readonly keptAt: number;
}

/** Where a request's answer will be kept once computed: its key and the revision seen before computing it. */
export interface AnswerSlot {
  key: string;
  revision: number;
}

export interface AnswerCacheOptions {
  /** How long an answer is served at most, for answers that depend on the clock (delivery dates, "today"). */
  maxAgeMs: number;
  maxEntries?: number;
  /** Longer answers (in characters) are not kept: they would crowd out the many small pages. */
  maxBodyLength?: number;
  /** API compression is on: a kept answer is sent in the encoding the client accepts, compressed once. */
  compress?: boolean;
}

/**
 * Serialized answers of reads, kept per caller between requests (the same page asked again costs a
 * lookup, not a search, a sort and a serialization). An answer is for one account under one ability (a role
 * change makes a new key), and ends at the first write of any domain (server/common/revisions.ts) or after
 * `maxAgeMs`. Writes are seen only when they go through this instance's repositories, so the app keeps
 * answers only on the memory store (server/config.ts).
 */
export class AnswerCache {
  private readonly entries: LruCache<Entry>;
  private readonly abilityIds = new WeakMap<AppAbility, number>();
  private nextAbilityId = 1;
  private readonly maxAgeMs: number;
  private readonly maxBodyLength: number;
  private readonly compress: boolean;

  constructor(
    private readonly revisions: Revisions,
    { maxAgeMs, maxEntries = 500, maxBodyLength = 256 * 1024, compress = false }: AnswerCacheOptions,
  ) {
    this.entries = new LruCache(maxEntries);
    this.maxAgeMs = maxAgeMs;
    this.maxBodyLength = maxBodyLength;
    this.compress = compress;
  }

  /**
   * The slot of a request, `text` naming everything else the answer depends on (URL, operation and variables).
   * Kept per session, not per account: an answer may name the asking session (the session list's "this device").
   */
  slot(principal: Principal, text: string): AnswerSlot {
    let abilityId = this.abilityIds.get(principal.ability);
    if (abilityId === undefined) this.abilityIds.set(principal.ability, (abilityId = this.nextAbilityId++));
    return { key: `${abilityId}:${principal.accountId}:${principal.sessionId}:${text}`, revision: this.revisions.global };
  }

  /** The answer kept in this slot, if nothing was written since and it is not too old. */
  get(slot: AnswerSlot): Kept | undefined {
    const entry = this.entries.get(slot.key);
    if (!entry) return undefined;
    if (entry.revision === slot.revision && Date.now() - entry.keptAt < this.maxAgeMs) return entry;
    return undefined;
  }

  /** Keeps an answer computed in `slot`, and returns it as kept; undefined when it cannot be kept. */
  keep(slot: AnswerSlot, { contentType, body }: KeptAnswer): Kept | undefined {
    // A write settled while the answer was computed: it may or may not show, so it is not kept.
    if (slot.revision !== this.revisions.global || body.length > this.maxBodyLength) return undefined;
    const entry: Entry = { contentType, body: Buffer.from(body), encoded: {}, revision: slot.revision, keptAt: Date.now() };
    this.entries.set(slot.key, entry);
    return entry;
  }

  /**
   * What to send for a kept answer. With API compression on, an answer above its threshold is sent in the
   * encoding the request accepts (headers set on `reply`), made once for every later request; API
   * compression's own hook sees the encoding set and leaves the bytes alone.
   */
  payload(kept: Kept, request: FastifyRequest, reply: FastifyReply): Buffer {
    if (!this.compress || kept.body.length < COMPRESS_THRESHOLD) return kept.body;
    varyOnEncoding(reply);
    const encoding = encodingFor(request.headers);
    if (encoding === null) return kept.body;
    reply.header('content-encoding', encoding);
    return (kept.encoded[encoding] ??= encode(kept.body, encoding));
  }
}
