import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
