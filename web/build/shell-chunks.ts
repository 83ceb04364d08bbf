import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type Context = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** The pages drawn without the signed-in shell that share its form controls: sign-in and its siblings, errors. */
const OUTSIDE_PAGES = /[\\/]src[\\/]features[\\/](auth|misc)[\\/]pages[\\/]/;

/**
 * Library modules the sign-in forms share with most signed-in pages (Blueprint's text inputs, checkboxes and
 * callout). Left to the groups, `outside` would take them, being first, and every signed-in page would load the
 * sign-in pages with them; they go to `boot` instead. `outsideStaysOutside` fails the build if another one appears.
 */
const SHARED_LIBRARY =
  /[\\/]@blueprintjs[\\/]core[\\/]lib[\\/]esm[\\/](components[\\/](forms[\\/](formGroup|inputGroup|controls|asyncControllableInput)|callout[\\/]callout)|common[\\/]abstractPureComponent)\.js$/;

const NAMES = ['boot', 'outside', 'shell'] as const;

/** Every module reachable from `roots` by static imports, and by dynamic ones too with `dynamic`. */
function closure(ctx: Context, roots: readonly string[], dynamic = false): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    stack.push(...(info?.importedIds ?? []), ...(dynamic ? (info?.dynamicallyImportedIds ?? []) : []));
  }
  return seen;
}

/**
 * Three chunks for what a visit loads anyway, in place of the dozens of small ones automatic splitting makes (a
 * chunk per set of lazy pages sharing a module: it cannot know that a page inside the shell only ever loads after
 * the shell). `boot`: our modules main.tsx imports statically; `outside`: the sign-in and error pages with what
 * they import; `shell`: what the signed-in layout adds, and what at least half the pages inside it import (the
 * page header: a script of its own before nearly every page otherwise). Each also takes the library code its
 * modules use (a group captures dependencies recursively, after tree-shaking), a higher priority first, so the
 * sign-in page never loads the shell. Our own modules are matched, not libraries': a library's index re-exports everything, so its import
 * graph would claim code only one page uses. The browser counts ~300 B of headers per script and one larger file
 * compresses better than many small ones: the sign-in page went from 26 scripts to 7, a page inside the shell from
 * 60–90 to 10–35. (A fourth group of the pages' shared components cost the light pages more than it saved.) The
 * vendor groups' higher priority keeps their long-lived chunks.
 */
export function shellChunkGroups(root: string): Rolldown.CodeSplittingGroup[] {
  const source = resolve(root, 'src');
  const main = resolve(source, 'main.tsx');
  const layout = resolve(source, 'app/layout/app-layout.tsx');
  const own = (id: string) => id.startsWith(source) && !id.endsWith('.css');
  let chunks: Map<string, (typeof NAMES)[number]> | undefined;
  const chunkOf = (id: string, ctx: Context) => {
    if (!chunks) {
      const boot = closure(ctx, [main]);
      const routes = [...boot].flatMap((module) => ctx.getModuleInfo(module)?.dynamicallyImportedIds ?? []);
      const outside = closure(ctx, routes.filter((page) => OUTSIDE_PAGES.test(page)));
      // What a signed-in visit can load: our modules the sign-in pages share with it (the toaster, the password
      // rules) go to `boot` as well, for the reason SHARED_LIBRARY gives.
      const inside = closure(ctx, [layout, ...routes.filter((page) => !OUTSIDE_PAGES.test(page))], true);
      const shared = [...outside].filter((module) => inside.has(module));
      const pages = routes.filter((page) => !OUTSIDE_PAGES.test(page) && page.endsWith('-page.tsx')).map((page) => closure(ctx, [page]));
      const common = [...inside].filter((module) => pages.filter((page) => page.has(module)).length * 2 >= pages.length);
      // The routes' data preloads start from `boot` as a navigation begins: what most of them import (the query
      // helper, the URL state reader) comes with it rather than as scripts of their own on every list route.
      const preloads = routes.filter((module) => module.endsWith('/preload.ts')).map((module) => closure(ctx, [module]));
      const preloaded = [...inside].filter((module) => preloads.filter((preload) => preload.has(module)).length * 2 >= preloads.length);
      const sets = [
        ['boot', [...boot, ...shared, ...preloaded]],
        ['outside', outside],
        ['shell', [...closure(ctx, [layout]), ...common]],
      ] as const;
      chunks = new Map();
      for (const [name, modules] of sets) for (const module of modules) if (own(module) && !chunks.has(module)) chunks.set(module, name);
    }
    return chunks.get(id) ?? (SHARED_LIBRARY.test(id) ? 'boot' : null);
  };
  return NAMES.map((name, i) => ({
    name: (id: string, ctx: Context) => (chunkOf(id, ctx) === name ? name : null),
    debugName: name,
    priority: 15 - i,
  }));
}

/**
 * Fails the build when a chunk imports `outside` statically: only the router loads the sign-in pages (dynamically),
 * so such a chunk makes every visit that loads it load them too. The message names the modules taken from there.
 */
export function outsideStaysOutside(): Plugin {
  return {
    name: 'aurora:outside-stays-outside',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const outside = chunks.find((chunk) => chunk.name === 'outside');
      if (!outside) return;
      const importers = chunks.filter((chunk) => chunk.imports.includes(outside.fileName)).map((chunk) => chunk.fileName);
      if (importers.length > 0) {
        const modules = Object.keys(outside.modules).filter((id) => !OUTSIDE_PAGES.test(id));
        this.error(`${importers.join(', ')} import the sign-in pages' chunk; one of its shared modules belongs in boot (SHARED_LIBRARY): ${modules.join(', ')}`);
      }
    },
  };
}
