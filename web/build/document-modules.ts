import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const PREFIX = '\0graphql-document:';
/** `import { A, B as C } from '…/__generated__/graphql'` once types are gone (values only: documents). */
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*__generated__\/graphql)(?:\.js|\.ts)?\2;?/g;
const DOCUMENT = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

/**
 * One module per GraphQL document. codegen's babel optimizer turns each `graphql(…)` call into an
 * import of that document from `__generated__/graphql.ts`, but that file is one module holding every
 * document of the client, so the bundler puts all of them in one chunk every page loads (180 KiB of
 * ASTs, the login page's single mutation included). Rewriting those imports to a module per document
 * lets each route load only its own. The documents are codegen's own, byte for byte (hash included).
 * `__generated__/gql.ts` (the `graphql()` function the optimizer replaced) is marked free of side
 * effects, so its leftover imports vanish instead of loading an empty chunk.
 */
export function documentModules(generatedDir: string): Plugin[] {
  let documents: Map<string, string> | undefined;
  const load = () => {
    if (!documents) {
      documents = new Map();
      const source = readFileSync(join(generatedDir, 'graphql.ts'), 'utf8');
      for (const [, name, json] of source.matchAll(DOCUMENT)) documents.set(name, json);
    }
    return documents;
  };
  const sideEffectFree: Plugin = {
    name: 'graphql-document-modules:gql',
    // Before Vite's own resolver, which would otherwise settle the id first.
    enforce: 'pre',
    async resolveId(id, importer) {
      if (!/__generated__\/gql(\.js|\.ts)?$/.test(id)) return null;
      const resolved = await this.resolve(id, importer, { skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
  };
  const modules: Plugin = {
    name: 'graphql-document-modules',
    buildStart() {
      documents = undefined;
    },
    transform: {
      filter: { code: '__generated__/graphql' },
      handler(code, id) {
        if (id.includes('__generated__') || !IMPORT.test(code)) return null;
        IMPORT.lastIndex = 0;
        const known = load();
        const rewritten = code.replace(IMPORT, (statement, names: string) => {
          const bindings = names.split(',').map((part) => part.trim()).filter(Boolean).map((part) => part.split(/\s+as\s+/));
          if (!bindings.every(([name]) => known.has(name))) return statement;
          return bindings.map(([name, local = name]) => `import { ${name} as ${local} } from '${PREFIX}${name}';`).join('');
        });
        return { code: rewritten, map: null };
      },
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      const json = load().get(name);
      if (json === undefined) this.error(`${name} is not a document of ${generatedDir}/graphql.ts`);
      return `export const ${name} = ${json};`;
    },
  };
  return [sideEffectFree, modules];
}
