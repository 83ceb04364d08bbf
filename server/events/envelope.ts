import { currentActorId } from '../common/write-scope.js';
import type { EventEnvelope, LiveEventBody } from './catalog.js';

/** An event body with its envelope: the current actor, the time, and who may receive it (null: anyone allowed). */
export function liveEvent<B extends LiveEventBody>(body: B, audience: number[] | null = null): B & EventEnvelope {
  return { ...body, audience, actorId: currentActorId(), at: new Date().toISOString() };
}
