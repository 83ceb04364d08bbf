/**
 * An iterator that reads `source` through `next` and ends it at once: an iterator object rather than an async
 * generator, because a generator's `return()` waits while it awaits the source, and a completed subscription
 * must leave the event bus immediately.
 */
export function closingIterator<T>(source: AsyncIterator<unknown>, next: () => Promise<IteratorResult<T, undefined>>): AsyncGenerator<T, undefined> {
  return {
    next,
    async return() {
      await source.return?.();
      return { done: true, value: undefined };
    },
    async throw(error: unknown) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
