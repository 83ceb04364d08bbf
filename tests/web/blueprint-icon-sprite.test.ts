import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { iconNamesInSource, iconSprite } from '../../web/build/blueprint-icon-sprite.js';

const blueprint = createRequire(import.meta.url)('@blueprintjs/icons') as typeof import('@blueprintjs/icons');
const webSource = fileURLToPath(new URL('../../web/src', import.meta.url));

it('the sprite holds the 16-px paths of the icons the source names, as Blueprint gives them', () => {
  const { url, source } = iconSprite(webSource);
  const sprite = JSON.parse(source) as Record<string, string[]>;
  // The shell's menu and the users page's icons (the page that asked for 73 icon files one by one).
  for (const name of ['people', 'search', 'home', 'envelope', 'shopping-cart', 'notifications', 'cog']) {
    expect(sprite[name]).toEqual(blueprint.getIconPaths(name as never, 16));
  }
  const known = new Set<string>(Object.values(blueprint.IconNames));
  expect(Object.keys(sprite).filter((name) => !known.has(name))).toEqual([]);
  expect(url).toMatch(/^\/assets\/blueprint-icons-[\d.]+\/sprite-16-[\w-]{10}\.json$/);
  expect(iconSprite(webSource).url).toBe(url);
});

it('finds quoted icon names in .ts and .tsx files, skipping other words, generated code and declarations', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'icon-sprite-'));
  await mkdir(join(dir, 'nested'));
  await mkdir(join(dir, '__generated__'));
  await writeFile(join(dir, 'a.tsx'), `<Button icon="trash" text="not-an-icon" /><Icon icon={'add'} />`);
  await writeFile(join(dir, 'nested', 'b.ts'), 'export const MENU = [{ icon: `people` }];');
  await writeFile(join(dir, '__generated__', 'c.ts'), `const x = 'calendar';`);
  await writeFile(join(dir, 'd.d.ts'), `declare const y: 'heart';`);
  await writeFile(join(dir, 'e.css'), `.x { content: 'star'; }`);
  expect(iconNamesInSource(dir)).toEqual(['add', 'people', 'trash']);
});
