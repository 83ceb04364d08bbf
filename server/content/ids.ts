import { InvalidInputError } from '../common/errors.js';

/** GraphQL ids arrive as strings; ours are positive integers. */
export function numericId(id: string, field = 'id'): number {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2_147_483_647) throw new InvalidInputError(`${field} must be a positive integer`);
  return Number(id);
}
