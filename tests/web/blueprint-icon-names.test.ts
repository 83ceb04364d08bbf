import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { expect, it } from 'vitest';
import { iconNamesModule } from '../../web/build/blueprint-icon-names.js';

const blueprint = createRequire(import.meta.url)('@blueprintjs/icons') as typeof import('@blueprintjs/icons');

it("the build's icon-name module exports Blueprint's own names and keys", async () => {
  // A module file of its own, imported as the build's bundler would load it.
  const dir = new URL('../../node_modules/.cache/blueprint-icon-names/', import.meta.url);
  await mkdir(dir, { recursive: true });
  const file = new URL(`icon-names-${process.pid}.mjs`, dir);
  await writeFile(file, iconNamesModule());
  const built = (await import(pathToFileURL(file.pathname).href)) as { IconNames: Record<string, string>; IconNamesSet: Set<string> };
  expect(built.IconNames).toEqual({ ...blueprint.IconNames });
  expect(Object.keys(built.IconNames)).toEqual(Object.keys(blueprint.IconNames));
  expect([...built.IconNamesSet].sort()).toEqual([...new Set(Object.values(blueprint.IconNames))].sort());
  expect(built.IconNamesSet.has('calendar')).toBe(true);
  expect(built.IconNamesSet.has('no-such-icon')).toBe(false);
});
