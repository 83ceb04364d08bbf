import { resolve } from 'node:path';
import type { Rolldown } from 'vite';

type Context = Parameters<Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>>[1];

/** The pages drawn without the signed-in shell that share its form controls: sign-in and its siblings, errors. */
const OUTSIDE_PAGES = /[\\/]src[\\/]features[\\/](auth|misc)[\\/]pages[\\/]/;

const NAMES = ['boot', 'outside', 'shell'] as const;

function staticClosure(ctx: Context, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Three chunks for what a visit loads anyway, in place of the dozens of small ones automatic splitting makes (a
 * chunk per set of lazy pages sharing a module: it cannot know that a page inside the shell only ever loads after
 * the shell). `boot`: our modules main.tsx imports statically; `outside`: the sign-in and error pages with what
 * they import; `shell`: what the signed-in layout adds. Each also takes the library code its modules use (a group
 * captures dependencies recursively, after tree-shaking), a higher priority first, so the sign-in page never loads
 * the shell. Our own modules are matched, not libraries': a library's index re-exports everything, so its import
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
      const boot = staticClosure(ctx, [main]);
      const pages = [...boot].flatMap((module) => ctx.getModuleInfo(module)?.dynamicallyImportedIds ?? []).filter((page) => OUTSIDE_PAGES.test(page));
      const sets = [
        ['boot', boot],
        ['outside', staticClosure(ctx, pages)],
        ['shell', staticClosure(ctx, [layout])],
      ] as const;
      chunks = new Map();
      for (const [name, modules] of sets) for (const module of modules) if (own(module) && !chunks.has(module)) chunks.set(module, name);
    }
    return chunks.get(id) ?? null;
  };
  return NAMES.map((name, i) => ({
    name: (id: string, ctx: Context) => (chunkOf(id, ctx) === name ? name : null),
    debugName: name,
    priority: 15 - i,
  }));
}
