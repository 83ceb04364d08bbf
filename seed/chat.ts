/** Seed of the chat domain (spec section 3). Placeholder until the domain is built. */
export type ChatSeed = Record<string, never>;

export function seedChat(): ChatSeed {
  return {};
}
