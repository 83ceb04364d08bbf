/** A route's hooks of one kind (Fastify takes none, one or a list) with one more at the end. */
export function withHook<T>(existing: T | T[] | undefined, added: T): T[] {
  return [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), added];
}
