import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** `const TodoPage = lazyWithPreload(() => import('./pages/todo-page'), …)` in a feature's routes.tsx. */
const LAZY_PAGE = /const (\w+) = lazyWithPreload\(\(\) => import\('([^']+)'\)/g;
/** A route of the signed-in shell or a blank page: `path: '/apps/todo', element: TodoPage`. */
const ROUTE = /path: '([^']+)',\s*element: (\w+),/g;
/** A module of CSS (Vite's own test, isCSSRequest, in short). */
const CSS = /\.(css|less|sass|scss|styl|stylus|pcss|postcss|sss)(?:$|\?)/;
/** The feature's data preloads: `const data = () => import('./preload')`. */
const DATA = /const data = \(\) => import\('([^']+)'\)/;

/** Features whose pages are drawn without the shell (build/shell-chunks.ts: OUTSIDE_PAGES). */
const OUTSIDE_FEATURES = new Set(['auth', 'misc']);

interface RouteSource {
  path: string;
  page: string;
  data: string | null;
  namespace: string | null;
  shell: boolean;
}

/** The routes each feature's routes.tsx spells, with the modules they load. Routes made by helpers are left out. */
function routeSources(sourceDir: string): RouteSource[] {
  const features = join(sourceDir, 'features');
  return readdirSync(features).flatMap((feature) => {
    const file = join(features, feature, 'routes.tsx');
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return [];
    }
    const from = (spec: string) => resolve(dirname(file), spec.endsWith('.tsx') || spec.endsWith('.ts') ? spec : `${spec}.tsx`);
    const pages = new Map([...text.matchAll(LAZY_PAGE)].map(([, name, spec]) => [name, from(spec)]));
    const data = DATA.exec(text)?.[1];
    const routes = [...text.matchAll(ROUTE)];
    return routes.flatMap((match, i) => {
      const page = pages.get(match[2]);
      // The catch-all (not found) preloads nothing.
      if (!page || match[1].includes('*')) return [];
      // The route's own text, up to the next route: its meta (namespace, layout) and whether it preloads data.
      const own = text.slice(match.index, routes[i + 1]?.index ?? text.length);
      return [{
        path: match[1],
        page,
        data: data && own.includes('data()') ? resolve(dirname(file), `${data}.ts`) : null,
        namespace: /titleKey: '(\w[\w-]*):/.exec(own)?.[1] ?? null,
        shell: !own.includes("layout: 'blank'") && !OUTSIDE_FEATURES.has(feature),
      }];
    });
  });
}

/** A chunk and the chunks it imports statically, by file name. */
function staticClosure(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/** The browser-side script: the manifest and the few lines that match the location and add the preloads. */
function preloadScript(manifest: unknown): string {
  return `(function(m){try{var p=location.pathname,l='ru',v=localStorage.getItem('language');try{v=JSON.parse(v)}catch(e){}if(/^[a-z]{2}$/.test(v))l=v;
if(!localStorage.getItem('userData'))return;
for(var i=0;i<m.r.length;i++){var r=m.r[i];if(!new RegExp(r[0]).test(p))continue;
var add=function(rel,href,as){var k=document.createElement('link');k.rel=rel;k.href=href;if(as)k.as=as;k.crossOrigin='anonymous';document.head.appendChild(k)};
r[1].forEach(function(f){add('modulepreload','/'+m.f[f])});r[2].forEach(function(f){add('preload','/'+m.f[f],'style')});
if(r[3])add('preload','/locales/'+l+'/'+r[3]+'.json','fetch');return}}catch(e){}})(${JSON.stringify(manifest)});\n`;
}

/** `/apps/todo/:filter` as a regular expression over the whole path. */
function pathPattern(path: string): string {
  const body = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.+?^${}()|[\]\\-]/g, '\\$&')))
    .join('/');
  return `^${body}/?$`;
}

/**
 * The route's page chunk, the signed-in shell, the feature's data preload chunk, their CSS and the route's
 * translations, asked for by a small script index.html loads beside the bundle: the router only asks for them
 * once every module main.tsx imports has run (~1 s on a low-end phone), and each is then a request after it. The
 * script matches the location against every route (static paths first, as the router ranks them) and adds
 * `modulepreload` and style `preload` links, in CORS mode as the router's preload helper adds its own (fetched, not
 * run or applied; the router's `import()` and stylesheets then take them), only with a
 * session in storage (a signed-out visit goes to the sign-in page). A classic script, not async: it runs while the
 * document is parsed, so before the deferred module graph starts its ~1 s of evaluation (async, it ran after it, and
 * its links came too late to help); at the end of the body, so the boot spinner paints without waiting for it. It is fetched beside the scripts; a hashed file, cached for good like them.
 */
export function routePreload(sourceDir: string): Plugin {
  let fileName: string | undefined;
  return {
    name: 'aurora:route-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      // A page is the facade of its chunk; the shell's layout is one module of the `shell` group (build/shell-chunks.ts).
      const chunkOf = (module: string) => chunks.find((chunk) => chunk.facadeModuleId === module) ?? chunks.find((chunk) => chunk.moduleIds.includes(module));
      const layout = chunkOf(resolve(sourceDir, 'app/layout/app-layout.tsx'));
      if (!entry || !layout) this.error('route preload: no entry or shell chunk in the bundle');
      // What index.html already loads.
      const loaded = staticClosure(bundle, entry.fileName);
      const files: string[] = [];
      const index = (file: string) => (files.includes(file) ? files.indexOf(file) : files.push(file) - 1);
      const routes = routeSources(sourceDir)
        .sort((a, b) => (a.path.includes(':') ? 1 : 0) - (b.path.includes(':') ? 1 : 0))
        .map((route) => {
          const page = chunkOf(route.page);
          if (!page) this.error(`route preload: no chunk for ${route.page} (${route.path})`);
          const data = route.data ? chunkOf(route.data) : undefined;
          const roots = [page, ...(route.shell ? [layout] : []), ...(data ? [data] : [])];
          const closure = [...new Set(roots.flatMap((chunk) => [...staticClosure(bundle, chunk.fileName)]))].filter((file) => !loaded.has(file));
          const styles = new Set(closure.flatMap((file) => [...((bundle[file] as Rolldown.OutputChunk).viteMetadata?.importedCss ?? [])]));
          // A chunk of CSS alone has no script once Vite's CSS plugin is done (it runs after this hook): its CSS stays.
          const scripts = closure.filter((file) => !(bundle[file] as Rolldown.OutputChunk).moduleIds.every((id) => CSS.test(id)));
          return [pathPattern(route.path), scripts.map(index), [...styles].map(index), route.namespace];
        });
      const source = preloadScript({ f: files, r: routes });
      fileName = `assets/route-preload-${createHash('sha256').update(source).digest('base64url').slice(0, 10)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => (fileName ? [{ tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'body' }] : []),
    },
  };
}
