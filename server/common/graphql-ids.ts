import { InvalidInputError } from './errors.js';

/** Largest id the repositories hand out: they are Int32 keys, and GraphQL `ID!` lets any string through. */
const MAX_ID = 2_147_483_647;

/**
 * GraphQL ids arrive as strings; the repository keys are positive integers.
 * `label` names the argument in the BAD_USER_INPUT message ("Invalid assigneeId "x"").
 */
export function idFromGraphQL(id: string, label = 'id'): number {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > MAX_ID) throw new InvalidInputError(`Invalid ${label} "${id}"`);
  return Number(id);
}
