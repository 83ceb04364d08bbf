import type { AppAbility, Principal } from '../auth/abilities.js';
import { LruCache } from '../common/lru-cache.js';
import type { Revisions } from '../common/revisions.js';

export interface KeptAnswer {
  contentType: string;
  body: string;
}

interface Entry extends KeptAnswer {
  revision: number;
  keptAt: number;
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
}

/**
 * Serialized answers of reads, kept per caller between requests (issue 14: the same page asked again costs a
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

  constructor(
    private readonly revisions: Revisions,
    { maxAgeMs, maxEntries = 500, maxBodyLength = 256 * 1024 }: AnswerCacheOptions,
  ) {
    this.entries = new LruCache(maxEntries);
    this.maxAgeMs = maxAgeMs;
    this.maxBodyLength = maxBodyLength;
  }

  /** The slot of a request, `text` naming everything else the answer depends on (URL, operation and variables). */
  slot(principal: Principal, text: string): AnswerSlot {
    let abilityId = this.abilityIds.get(principal.ability);
    if (abilityId === undefined) this.abilityIds.set(principal.ability, (abilityId = this.nextAbilityId++));
    return { key: `${abilityId}:${principal.accountId}:${text}`, revision: this.revisions.global };
  }

  /** The answer kept in this slot, if nothing was written since and it is not too old. */
  get(slot: AnswerSlot): KeptAnswer | undefined {
    const entry = this.entries.get(slot.key);
    if (!entry) return undefined;
    if (entry.revision === slot.revision && Date.now() - entry.keptAt < this.maxAgeMs) return entry;
    return undefined;
  }

  keep(slot: AnswerSlot, answer: KeptAnswer): void {
    // A write settled while the answer was computed: it may or may not show, so it is not kept.
    if (slot.revision !== this.revisions.global || answer.body.length > this.maxBodyLength) return;
    this.entries.set(slot.key, { ...answer, revision: slot.revision, keptAt: Date.now() });
  }
}
