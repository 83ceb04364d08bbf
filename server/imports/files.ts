import { mkdirSync } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** How long an uploaded file waits to be started: after it, the upload must be made again (409 at the start). */
export const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Where this instance keeps uploaded files until their import ends: the system's temp directory. A file is parsed
 * where it was uploaded, so an import is started on the instance that took its upload (any instance answers its progress).
 */
export function importDirectory(): string {
  const dir = join(tmpdir(), 'aurora-imports');
  mkdirSync(dir, { recursive: true });
  return dir;
}

export const importFile = (dir: string, id: string) => join(dir, `${id}.csv`);

/** Removes the uploads older than UPLOAD_KEPT_MS (never started, or left by an instance that stopped). */
export async function removeStaleUploads(dir: string, now = Date.now()): Promise<void> {
  for (const name of await readdir(dir)) {
    const path = join(dir, name);
    const { mtimeMs } = await stat(path).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > UPLOAD_KEPT_MS) await rm(path, { force: true });
  }
}
