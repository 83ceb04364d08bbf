import { Icons, IconSize, type IconName, type IconPaths } from '@blueprintjs/icons';

/** Set by web/build/blueprint-icon-paths.ts: where each icon's paths are served as JSON. */
declare const __BLUEPRINT_ICON_PATHS__: string;

/**
 * Blueprint icons loaded one at a time, the first time each shows (Blueprint's custom-loader option):
 * a page fetches the few small files of the icons it renders, cached for a year, instead of every
 * icon's paths (two ~300 KiB chunks with Blueprint's built-in loaders).
 */
async function fetchPaths(url: string): Promise<IconPaths> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return (await response.json()) as IconPaths;
}

/** Icons rendered several times before the first answer arrives share one request. */
const inFlight = new Map<string, Promise<IconPaths>>();

function loadPaths(name: IconName, size: IconSize): Promise<IconPaths> {
  const url = `${__BLUEPRINT_ICON_PATHS__}/${size >= IconSize.LARGE ? 20 : 16}/${name}.json`;
  let request = inFlight.get(url);
  if (!request) {
    request = fetchPaths(url).finally(() => inFlight.delete(url));
    inFlight.set(url, request);
  }
  return request;
}

export function loadIconsOnDemand(): void {
  Icons.setLoaderOptions({ loader: loadPaths });
}
