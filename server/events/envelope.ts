import { currentActorId } from '../common/write-scope.js';
import type { EventEnvelope, LiveEventBody } from './catalog.js';

/** An event body with its envelope: the current actor, the time, and who may receive it (null: anyone allowed). */
export function liveEvent<B extends LiveEventBody>(body: B, audience: number[] | null = null): B & EventEnvelope {
  return { ...body, audience, actorId: currentActorId(), at: new Date().toISOString() };
}

/** Bodies of one write (a many-write's records), each in the same envelope: one actor, one time, anyone allowed. */
export function liveEvents<B extends LiveEventBody>(bodies: readonly B[]): Array<B & EventEnvelope> {
  const envelope: EventEnvelope = { audience: null, actorId: currentActorId(), at: new Date().toISOString() };
  return bodies.map((body) => ({ ...body, ...envelope }));
}
