import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { IconName } from '@blueprintjs/icons';
import type { Plugin } from 'vite';
import { ICON_PATHS_URL } from './blueprint-icon-paths.js';

const require = createRequire(import.meta.url);
const icons = require('@blueprintjs/icons') as typeof import('@blueprintjs/icons');

/** A quoted word in the client's source that may be an icon's name (`icon="people"`, `icon: 'home'`). */
const QUOTED_WORD = /['"`]([a-z][a-z0-9]*(?:-[a-z0-9]+)*)['"`]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every Blueprint icon name the client's source spells, sorted: the icons its screens can show. */
export function iconNamesInSource(sourceDir: string): IconName[] {
  const known = new Set<string>(Object.values(icons.IconNames));
  const found = new Set<IconName>();
  for (const file of sourceFiles(sourceDir)) {
    for (const [, word] of readFileSync(file, 'utf8').matchAll(QUOTED_WORD)) if (known.has(word)) found.add(word as IconName);
  }
  return [...found].sort();
}

/** The sprite: the 16-px paths of those icons by name, and its URL, named by its content's hash. */
export function iconSprite(sourceDir: string): { url: string; source: string } {
  const source = JSON.stringify(Object.fromEntries(iconNamesInSource(sourceDir).map((name) => [name, icons.getIconPaths(name, 16)])));
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 10);
  return { url: `${ICON_PATHS_URL}/sprite-16-${hash}.json`, source };
}

/**
 * The client's icons in one file, fetched beside the scripts (a preload in index.html) and given to Blueprint
 * before the first render (web/src/lib/icons.ts): the users page alone asked for 40–70 icon files one at a time
 * after its first render, each a fetch, a JSON parse and a re-render on a busy main thread. Icons the source does
 * not spell (and the 20-px sizes) still load one by one. 16-px paths of ~130 icons: ~15 KiB compressed.
 */
export function blueprintIconSprite(sourceDir: string): Plugin {
  let sprite: { url: string; source: string } | undefined;
  const current = () => (sprite ??= iconSprite(sourceDir));
  return {
    name: 'blueprint-icon-sprite',
    config: () => ({ define: { __BLUEPRINT_ICON_SPRITE__: JSON.stringify(current().url) } }),
    transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: current().url }, injectTo: 'head' }],
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== current().url) return next();
        response.setHeader('content-type', 'application/json');
        response.end(current().source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: current().url.slice(1), source: current().source });
    },
  };
}
