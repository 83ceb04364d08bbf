import { currentActorId, currentScope } from '../common/write-scope.js';
import type { EventEnvelope, LiveEventBody } from './catalog.js';

/**
 * An event body with its envelope: the current actor, the time, and who may receive it (null: anyone allowed).
 * Object.assign, not `{ ...body, ...envelope }`: V8 makes an object spread and then given fields its source lacks
 * some 30 times slower (4–7 µs against 0.1–0.2), and a bulk chunk wraps a thousand events (bench/README.md, "JSON
 * parameters PostgreSQL reads once").
 */
export function liveEvent<B extends LiveEventBody>(body: B, audience: number[] | null = null): B & EventEnvelope {
  return Object.assign({}, body, envelope(audience));
}

/** Bodies of one write (a many-write's records), each in the same envelope: one actor, one time, anyone allowed. */
export function liveEvents<B extends LiveEventBody>(bodies: readonly B[]): Array<B & EventEnvelope> {
  const shared = envelope(null);
  return bodies.map((body) => Object.assign({}, body, shared));
}

/** Who, when, and the bulk change under way if any (its scope's `batchId`, server/audit/trail.ts). */
function envelope(audience: number[] | null): EventEnvelope {
  const shared: EventEnvelope = { audience, actorId: currentActorId(), at: new Date().toISOString() };
  const { batchId } = currentScope();
  if (batchId !== undefined) shared.batchId = batchId;
  return shared;
}
