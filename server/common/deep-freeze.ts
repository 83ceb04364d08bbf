/** Freezes a JSON value and everything in it, for a value many requests share (a write to it then throws). */
export function deepFreeze<T>(value: T): T {
  // Iterative: a parsed body can nest deeper than the call stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const node = pending.pop();
    if (node === null || typeof node !== 'object' || Object.isFrozen(node)) continue;
    Object.freeze(node);
    for (const child of Object.values(node)) pending.push(child);
  }
  return value;
}
