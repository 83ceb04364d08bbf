import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

/** Set by web/build/blueprint-icon-paths.ts: where each icon's paths are served as JSON. */
declare const __BLUEPRINT_ICON_PATHS__: string;
/** Set by web/build/blueprint-icon-sprite.ts: the 16-px paths of every icon the source names, in one file. */
declare const __BLUEPRINT_ICON_SPRITE__: string;

/**
 * Blueprint icons (Blueprint's custom-loader option): the ones the client's source names come in one file,
 * fetched beside the scripts (index.html preloads it) and registered before the first render, so each icon draws
 * in that render; any other icon, and the 20-px sizes, load one at a time the first time each shows, a small file
 * cached for a year, instead of every icon's paths (two ~300 KiB chunks with Blueprint's built-in loaders).
 */
async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as T;
}

/** Icons rendered several times before the first answer arrives share one request. */
const inFlight = new Map<string, Promise<IconPaths>>();
let sprite: Partial<Record<IconName, IconPaths>> = {};

function loadPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const large = size >= IconSize.LARGE;
  const kept = large ? undefined : sprite[name];
  if (kept) return Promise.resolve(kept);
  const url = `${__BLUEPRINT_ICON_PATHS__}/${large ? 20 : 16}/${name}.json`;
  let request = inFlight.get(url);
  if (!request) {
    request = fetchJson<IconPaths>(url).finally(() => inFlight.delete(url));
    inFlight.set(url, request);
  }
  return request;
}

export function loadIconsOnDemand(): void {
  Icons.setLoaderOptions({ loader: loadPaths });
}

/** Registers the sprite's icons with Blueprint; when it cannot be had, every icon loads on its own as it shows. */
export async function loadIconSprite(): Promise<void> {
  try {
    sprite = await fetchJson<Partial<Record<IconName, IconPaths>>>(__BLUEPRINT_ICON_SPRITE__);
  } catch {
    return;
  }
  await Icons.load(Object.keys(sprite) as IconName[], IconSize.STANDARD);
}
