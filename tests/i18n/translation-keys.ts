import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * What the web client asks i18next for, read from its sources with the TypeScript checker (so finite
 * dynamic keys such as t(`status.${invoice.status}`) expand to every member of the status union).
 * i18next-cli does this too but needs Node 22; i18next-parser skips template keys, a tenth of ours.
 */

export const LANGUAGES = ['ru', 'en', 'uk'] as const;
export const LOCALES_DIR = 'web/public/locales';
const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf of one namespace file, as dotted keys. */
export type Catalog = Map<string, string>;

function flatten(value: unknown, prefix: string, into: Catalog): void {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  }
}

export function loadCatalogs(): Record<string, Record<string, Catalog>> {
  const catalogs: Record<string, Record<string, Catalog>> = {};
  for (const lng of LANGUAGES) {
    catalogs[lng] = {};
    for (const file of readdirSync(join(LOCALES_DIR, lng)).filter((f) => f.endsWith('.json'))) {
      const catalog: Catalog = new Map();
      flatten(JSON.parse(readFileSync(join(LOCALES_DIR, lng, file), 'utf8')), '', catalog);
      catalogs[lng][file.replace(/\.json$/, '')] = catalog;
    }
  }
  return catalogs;
}

/** A key without its plural suffix: `count_one`, `count_few` … are one key to the code. */
export function baseKey(key: string): string {
  return key.replace(PLURAL, '');
}

/** One use of a translation in the code: a key (or a pattern with `*` for an open part) and where to look. */
export interface KeyUse {
  /** e.g. `status.Paid`, or `blog.categoryNames.*` when a part is any string. */
  key: string;
  /** Namespaces searched in order (the bound ones, then the `common` fallback). */
  namespaces: readonly string[];
  /** Whether the object under the key is used as a whole (`returnObjects`). */
  objects: boolean;
  where: string;
}

const FALLBACK_NS = 'common';

function literalStrings(type: ts.Type): string[] | null {
  const parts = type.isUnion() ? type.types : [type];
  const out: string[] = [];
  for (const part of parts) {
    if (part.isStringLiteral()) out.push(part.value);
    else if (part.isNumberLiteral()) out.push(String(part.value));
    else if (part.flags & ts.TypeFlags.BooleanLiteral) out.push((part as unknown as { intrinsicName: string }).intrinsicName);
    else if (part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined)) continue;
    else return null;
  }
  return out;
}

/** The keys an expression may hold: literals, template literals over literal unions, ternaries; '*' where open. */
function keysOf(expr: ts.Expression, checker: ts.TypeChecker): string[] | null {
  if (ts.isStringLiteralLike(expr)) return [expr.text];
  if (ts.isParenthesizedExpression(expr)) return keysOf(expr.expression, checker);
  if (ts.isConditionalExpression(expr)) {
    const a = keysOf(expr.whenTrue, checker);
    const b = keysOf(expr.whenFalse, checker);
    return a && b ? [...a, ...b] : null;
  }
  if (ts.isTemplateExpression(expr)) {
    let keys = [expr.head.text];
    for (const span of expr.templateSpans) {
      const parts = keysOf(span.expression, checker) ?? ['*'];
      keys = keys.flatMap((key) => parts.map((part) => key + part + span.literal.text));
    }
    return keys;
  }
  return literalStrings(checker.getTypeAtLocation(expr));
}

function stringsOf(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(stringsOf);
  if (ts.isLiteralTypeNode(node)) return stringsOf(node.literal);
  if (ts.isTupleTypeNode(node)) return node.elements.flatMap(stringsOf);
  return [];
}

/**
 * The namespaces a `t` is bound to: `const { t } = useTranslation('ns' | ['a', 'b'])`, or a `TFunction<'ns'>`
 * parameter. A plain `(key: string) => string` parameter gets its `t` from the caller: the namespaces the file
 * asks for, or any (`fileNamespaces`).
 */
function namespacesOf(callee: ts.Expression, checker: ts.TypeChecker, fileNamespaces: readonly string[]): string[] {
  if (ts.isPropertyAccessExpression(callee)) return [FALLBACK_NS];
  const declaration = checker.getSymbolAtLocation(callee)?.declarations?.[0];
  if (!declaration) return [FALLBACK_NS];
  if (ts.isParameter(declaration) && declaration.type && ts.isFunctionTypeNode(declaration.type)) return [...fileNamespaces];
  if (ts.isBindingElement(declaration)) {
    const init = declaration.parent.parent;
    if (ts.isVariableDeclaration(init) && init.initializer && ts.isCallExpression(init.initializer)) {
      const found = stringsOf(init.initializer.arguments[0]);
      return found.length ? found : [FALLBACK_NS];
    }
  }
  if (ts.isParameter(declaration) && declaration.type && ts.isTypeReferenceNode(declaration.type)) {
    const found = stringsOf(declaration.type.typeArguments?.[0]);
    return found.length ? found : [FALLBACK_NS];
  }
  return [FALLBACK_NS];
}

function hasReturnObjects(call: ts.CallExpression): boolean {
  const options = call.arguments[1];
  return Boolean(options && ts.isObjectLiteralExpression(options) && options.properties.some((p) => p.name?.getText() === 'returnObjects'));
}

/**
 * Every `t(...)` / `i18n.t(...)` in web/src, and every `'ns:key'` string literal (route and menu title
 * keys), with the namespaces they resolve in. `unresolved` lists calls whose key is any string.
 */
export function findKeyUses(namespaces: readonly string[]): { uses: KeyUse[]; unresolved: string[] } {
  const config = ts.getParsedCommandLineOfConfigFile('web/tsconfig.json', {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('web/tsconfig.json could not be read');
  const program = ts.createProgram(config.fileNames, config.options);
  const checker = program.getTypeChecker();
  const uses: KeyUse[] = [];
  const unresolved: string[] = [];
  const qualified = new RegExp(`^(${namespaces.join('|')}):([\\w.*-]+)$`);

  const qualifiedLiteral = (node: ts.Expression) =>
    (ts.isStringLiteralLike(node) && qualified.test(node.text)) || (ts.isTemplateExpression(node) && /^[a-z-]+:/.test(node.head.text));
  for (const file of program.getSourceFiles()) {
    if (!file.fileName.includes('/web/src/') || file.fileName.includes('__generated__')) continue;
    const asked = [...file.text.matchAll(/useTranslation\((\[[^\]]*\]|'[^']*')/g)].flatMap((m) => [...m[1].matchAll(/'([^']+)'/g)].map((n) => n[1]));
    const fileNamespaces = asked.length ? asked : namespaces;
    const where = (node: ts.Node) => `${file.fileName.slice(file.fileName.indexOf('web/src/'))}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.arguments.length > 0) {
        const callee = node.expression;
        const isT = (ts.isIdentifier(callee) && callee.text === 't') || (ts.isPropertyAccessExpression(callee) && callee.name.text === 't');
        if (isT) {
          const keys = keysOf(node.arguments[0], checker);
          // A key whose first part is open (`${prefix}.${value}`) could be anything: report it rather than guess.
          if (!keys || keys.some((key) => key.startsWith('*'))) unresolved.push(`${where(node)} ${node.arguments[0].getText()}`);
          else {
            const bound = namespacesOf(callee, checker, fileNamespaces);
            for (const raw of keys) {
              const match = qualified.exec(raw);
              uses.push({
                key: match ? match[2] : raw,
                namespaces: match ? [match[1]] : [...new Set([...bound, FALLBACK_NS])],
                objects: hasReturnObjects(node),
                where: where(node),
              });
            }
          }
        }
      } else if (ts.isPropertyAssignment(node) && /Key$/.test(node.name.getText()) && !qualifiedLiteral(node.initializer)) {
        // Keys held in data for a `t(item.titleKey)` elsewhere (the menu): looked up in any namespace.
        for (const raw of keysOf(node.initializer, checker) ?? []) uses.push({ key: raw, namespaces: fileNamespaces, objects: false, where: where(node) });
      } else if (ts.isStringLiteral(node) || (ts.isTemplateExpression(node) && /^[a-z-]+:/.test(node.head.text))) {
        // Route and menu title keys: 'users:pages.list.title', `auth:${key}.pageTitle`.
        for (const raw of keysOf(node, checker) ?? []) {
          const match = qualified.exec(raw);
          if (match) uses.push({ key: match[2], namespaces: [match[1]], objects: false, where: where(node) });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { uses, unresolved };
}

/** The catalog keys a use reaches (plural forms and, for `returnObjects`, everything below it). */
export function matchingKeys(use: KeyUse, catalog: Catalog): string[] {
  const pattern = new RegExp(
    `^${use.key
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^.]+')}(${PLURAL.source.slice(0, -1)})?${use.objects ? '(\\..+)?' : ''}$`,
  );
  return [...catalog.keys()].filter((key) => pattern.test(key));
}
