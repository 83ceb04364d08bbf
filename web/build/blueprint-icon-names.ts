import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const icons = require('@blueprintjs/icons') as typeof import('@blueprintjs/icons');

const MODULE = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;

/** The enum's keys, spelled from a name (`arrow-top-left`): `ArrowTopLeft` (a later part starting with a digit gets `_`). */
const PASCAL_CASE = `(name) => name.split("-").map((part, i) => (i > 0 && part[0] >= "0" && part[0] <= "9" ? "_" : "") + part[0].toUpperCase() + part.slice(1)).join("")`;
/** …and its legacy keys: `ARROW_TOP_LEFT`. */
const LEGACY_CASE = `(name) => name.replaceAll("-", "_").toUpperCase()`;

/**
 * Blueprint's icon-name table, built from a list of the names instead of its generated enum. Every page loads it
 * (the icon loader checks each name against it), and the enum spells each of the ~600 names twice more as keys:
 * 27 KB minified, 8 KiB compressed, against one string of the names. The module keeps Blueprint's exports and
 * values (`IconNames` with its PascalCase and legacy keys, `IconNamesSet`). The keys are spelled by two one-line
 * functions rather than by change-case, whose regular expressions over every name took ~70 ms of each start on a
 * low-end phone; the build checks that they give Blueprint's own enum, key for key and in order.
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
  const names = [...new Set(Object.values(icons.IconNames))];
  const [pascalCase, legacyCase] = [PASCAL_CASE, LEGACY_CASE].map((text) => new Function(`return ${text}`)() as (name: string) => string);
  const rebuilt = { ...Object.fromEntries(names.map((n) => [pascalCase(n), n])), ...Object.fromEntries(names.map((n) => [legacyCase(n), n])) };
  if (JSON.stringify(Object.entries(rebuilt)) !== JSON.stringify(Object.entries(icons.IconNames))) {
    throw new Error('blueprint-icon-names: the keys spelled from the names differ from @blueprintjs/icons IconNames');
  }
  return [
    `const NAMES = ${JSON.stringify(names.join(','))}.split(",");`,
    `const pascalCase = ${PASCAL_CASE};`,
    `const legacyCase = ${LEGACY_CASE};`,
    `const IconNamesNew = {};`,
    `const IconNamesLegacy = {};`,
    `for (const name of NAMES) {`,
    `  IconNamesNew[pascalCase(name)] = name;`,
    `  IconNamesLegacy[legacyCase(name)] = name;`,
    `}`,
    `export const IconNames = { ...IconNamesNew, ...IconNamesLegacy };`,
    `export const IconNamesSet = new Set(NAMES);`,
  ].join('\n');
}
