/**
 * Waits for a promise at most `ms`, whichever comes first, never rejecting: for shutdown steps that must not
 * hang a close (a database that stopped answering) and whose failure has nothing left to undo.
 */
export async function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  try {
    await Promise.race([promise.then(() => undefined, () => undefined), limit]);
  } finally {
    clearTimeout(timer);
  }
}
