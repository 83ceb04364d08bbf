import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const icons = require('@blueprintjs/icons') as typeof import('@blueprintjs/icons');

const MODULE = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

/**
 * Blueprint's icon-name table, built from a list of the names instead of its generated enum. Every page loads it
 * (the icon loader checks each name against it), and the enum spells each of the ~600 names twice more as keys:
 * 27 KB minified, 8 KiB compressed, against one string of the names. The module keeps Blueprint's exports and
 * values (`IconNames` with its PascalCase and legacy keys, `IconNamesSet`), built as Blueprint builds them.
 */
export function blueprintIconNames(): Plugin {
  return {
    name: 'blueprint-icon-names',
    enforce: 'pre',
    load: (id) => (MODULE.test(id) ? iconNamesModule() : null),
  };
}

/** The module that stands for `@blueprintjs/icons/lib/esm/iconNames.js`. */
export function iconNamesModule(): string {
  const names = [...new Set(Object.values(icons.IconNames))].join(',');
  return [
    `import { pascalCase, snakeCase } from "change-case";`,
    `const NAMES = ${JSON.stringify(names)}.split(",");`,
    `const IconNamesNew = {};`,
    `const IconNamesLegacy = {};`,
    `for (const name of NAMES) {`,
    `  IconNamesNew[pascalCase(name)] = name;`,
    `  IconNamesLegacy[snakeCase(name).toUpperCase()] = name;`,
    `}`,
    `export const IconNames = { ...IconNamesNew, ...IconNamesLegacy };`,
    `export const IconNamesSet = new Set(NAMES);`,
  ].join('\n');
}
