import { currentActorId, currentScope } from '../common/write-scope.js';
import type { EventEnvelope, LiveEventBody } from './catalog.js';
import { extended } from '../common/extended.js';

/** An event body with its envelope: the current actor, the time, and who may receive it (null: anyone allowed). */
export function liveEvent<B extends LiveEventBody>(body: B, audience: number[] | null = null): B & EventEnvelope {
  return extended(body, envelope(audience));
}

/** Bodies of one write (a many-write's records), each in the same envelope: one actor, one time, anyone allowed. */
export function liveEvents<B extends LiveEventBody>(bodies: readonly B[]): Array<B & EventEnvelope> {
  const shared = envelope(null);
  return bodies.map((body) => extended(body, shared));
}

/** Who, when, and the bulk change under way if any (its scope's `batchId`, server/audit/trail.ts). */
function envelope(audience: number[] | null): EventEnvelope {
  const shared: EventEnvelope = { audience, actorId: currentActorId(), at: new Date().toISOString() };
  const { batchId } = currentScope();
  if (batchId !== undefined) shared.batchId = batchId;
  return shared;
}
