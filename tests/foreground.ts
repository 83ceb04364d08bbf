import { foreground } from '../server/common/foreground.js';

/**
 * Resolves once no request is under way in this process. Test files share their worker's modules (vitest.config.ts
 * `isolate: false`), so the process-wide foreground too: a request of an earlier file may still be finishing, and a
 * test that times its own requests against it waits for that one first. A request never ending fails the test by
 * its timeout.
 */
export async function foregroundIdle(): Promise<void> {
  while (foreground.busy) await new Promise((resolve) => setTimeout(resolve, 5));
}
