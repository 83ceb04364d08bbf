import { createRequire } from 'node:module';
import type { IconName } from '@blueprintjs/icons';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const icons = require('@blueprintjs/icons') as typeof import('@blueprintjs/icons');
const { version } = require('@blueprintjs/icons/package.json') as { version: string };

/** Where the paths live; the Blueprint version in the path keeps a year-long cache honest. */
export const ICON_PATHS_URL = `/assets/blueprint-icons-${version}`;

const SIZES = [16, 20] as const;

function iconFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of new Set<IconName>(Object.values(icons.IconNames))) {
    for (const size of SIZES) files.set(`${ICON_PATHS_URL}/${size}/${name}.json`, JSON.stringify(icons.getIconPaths(name, size)));
  }
  return files;
}

/**
 * Blueprint's icon paths as one small JSON file per icon and size, fetched by the custom icon loader
 * (web/src/lib/icons.ts) the first time an icon shows. The client needs no table of icons (the URL
 * is the name), unlike a bundler glob of per-icon modules whose import map alone outweighs the
 * login page; Blueprint's built-in loaders fetch every icon's paths at once.
 */
export function blueprintIconPaths(): Plugin {
  let files: Map<string, string> | undefined;
  return {
    name: 'blueprint-icon-paths',
    config: () => ({ define: { __BLUEPRINT_ICON_PATHS__: JSON.stringify(ICON_PATHS_URL) } }),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        files ??= iconFiles();
        const body = request.url ? files.get(request.url.split('?')[0]) : undefined;
        if (body === undefined) return next();
        response.setHeader('content-type', 'application/json');
        response.end(body);
      });
    },
    generateBundle() {
      for (const [url, source] of iconFiles()) this.emitFile({ type: 'asset', fileName: url.slice(1), source });
    },
  };
}
