import { beforeAll, describe, expect, it } from 'vitest';
import { baseKey, findKeyUses, LANGUAGES, loadCatalogs, matchingKeys, type KeyUse } from './translation-keys.js';

/**
 * The translations the web client ships (web/public/locales/{ru,en,uk}/<namespace>.json) against the keys
 * its code asks for. Russian is the default and fallback language (spec section 1): what it shows must be
 * Russian, and the other two must hold every key it holds.
 */
const catalogs = loadCatalogs();
const namespaces = Object.keys(catalogs.ru).sort();

/**
 * Latin words a Russian value may consist of on its own: brand and product names, codes and abbreviations
 * read as they are in Russian, and the endonym of the English interface language. A Russian sentence may
 * mention any of these, and other names too (it contains Cyrillic); a value with no Cyrillic at all must
 * use only these words. Keys ending in `Placeholder` show example input (a user name, a card holder) and
 * are exempt.
 */
const LATIN_ALLOWED = new Set([
  // our product
  'Aurora', 'CRM',
  // codes, units and abbreviations
  'E-mail', 'ID', 'SMS', 'CVV', 'CVC', 'IBAN', 'SWIFT',
  // payment, social and software brands
  'Visa', 'MasterCard', 'PayPal', 'Twitter', 'Facebook', 'Google', 'LinkedIn', 'Instagram', 'Quora',
  'React', 'Vue', 'Angular', 'PostgreSQL', 'MySQL', 'SQLite', 'Blueprint',
  // a language named in itself (the language switcher)
  'English',
]);

let uses: KeyUse[];
let unresolved: string[];
beforeAll(() => {
  ({ uses, unresolved } = findKeyUses(namespaces));
}, 120_000);

describe('translation files', () => {
  it.each(LANGUAGES.filter((lng) => lng !== 'ru'))('%s has the namespaces and keys of ru, and no others', (lng) => {
    expect(Object.keys(catalogs[lng]).sort()).toEqual(namespaces);
    for (const ns of namespaces) {
      const keys = (language: string) => [...new Set([...catalogs[language][ns].keys()].map(baseKey))].sort();
      expect(keys(lng), `${lng}/${ns}.json`).toEqual(keys('ru'));
    }
  });

  it('has no empty values', () => {
    const empty = LANGUAGES.flatMap((lng) => namespaces.flatMap((ns) => [...catalogs[lng][ns]].filter(([, value]) => !value.trim()).map(([key]) => `${lng}/${ns}:${key}`)));
    expect(empty).toEqual([]);
  });

  it('shows Russian in ru: every value with Latin letters and no Cyrillic uses only the allowed names and codes', () => {
    const english: string[] = [];
    for (const ns of namespaces) {
      for (const [key, value] of catalogs.ru[ns]) {
        if (key.endsWith('Placeholder')) continue;
        const text = value.replace(/\{\{[^}]*\}\}/g, '').replace(/\S+@\S+|https?:\/\/\S+/g, '');
        if (/[А-Яа-яЁё]/.test(text)) continue;
        const words = text.match(/[A-Za-z][A-Za-z0-9-]*/g) ?? [];
        if (words.some((word) => !LATIN_ALLOWED.has(word))) english.push(`${ns}:${key} = ${value}`);
      }
    }
    expect(english).toEqual([]);
  });
});

describe('keys the code uses', () => {
  it('finds the uses (the scan reads the sources)', () => {
    expect(uses.length).toBeGreaterThan(1000);
    // Calls whose key is any string: each reads keys that the literal scan already covers (route and menu
    // title keys held in data). A new one is a key the scan cannot check: give it a literal type.
    // Sorted: the order is the type checker's walk of the import graph, which lazy routes change.
    expect(unresolved.map((line) => line.replace(/:\d+ /, ' ')).sort()).toEqual(
      [
        'web/src/app/routing/route-guard.tsx meta.titleKey',
        'web/src/app/layout/horizontal-menu.tsx child.titleKey',
        'web/src/app/layout/horizontal-menu.tsx entry.titleKey',
        'web/src/app/layout/horizontal-menu.tsx link.titleKey',
        'web/src/app/layout/horizontal-menu.tsx link.titleKey',
        'web/src/app/layout/vertical-menu.tsx item.titleKey',
        'web/src/app/layout/vertical-menu.tsx group.titleKey',
        'web/src/app/layout/vertical-menu.tsx entry.titleKey',
        'web/src/components/page-header.tsx group',
        'web/src/components/page-header.tsx item.titleKey',
        'web/src/features/invoices/components/invoice-form.tsx key',
      ].sort(),
    );
  });

  it.each(LANGUAGES)('every key the code uses exists in %s', (lng) => {
    const missing = uses
      .filter((use) => !use.namespaces.some((ns) => catalogs[lng][ns] && matchingKeys(use, catalogs[lng][ns]).length > 0))
      .map((use) => `${use.namespaces.join('|')}:${use.key} (${use.where})`);
    expect(missing).toEqual([]);
  });

  it('every ru key is used by the code (no leftovers)', () => {
    const used = new Set<string>();
    for (const use of uses) {
      const ns = use.namespaces.find((name) => catalogs.ru[name] && matchingKeys(use, catalogs.ru[name]).length > 0);
      if (ns) for (const key of matchingKeys(use, catalogs.ru[ns])) used.add(`${ns}:${key}`);
    }
    const unused = namespaces.flatMap((ns) => [...catalogs.ru[ns].keys()].map((key) => `${ns}:${key}`).filter((key) => !used.has(key)));
    expect(unused).toEqual([]);
  });
});
