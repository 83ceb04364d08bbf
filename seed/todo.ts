/** Seed of the todo domain (spec section 3). Placeholder until the domain is built. */
export type TodoSeed = Record<string, never>;

export function seedTodo(): TodoSeed {
  return {};
}
