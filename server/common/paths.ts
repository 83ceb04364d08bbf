import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file whether it runs from source or from `dist/`. */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'schema'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('project root (package.json + schema/) not found');
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot();
export const schemaDir = join(projectRoot, 'schema');
/** The built web client; WEB_DIST_DIR lets parallel builds (e.g. several engineers' e2e runs) not clobber each other. */
export const webDistDir = process.env.WEB_DIST_DIR ?? join(projectRoot, 'dist', 'web');
/** The web client's trusted GraphQL documents, written by `npm run codegen` (client preset `persistedDocuments`). */
export const persistedDocumentsPath = join(projectRoot, 'web', 'src', '__generated__', 'persisted-documents.json');
