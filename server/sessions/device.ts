import Bowser from 'bowser';

export const PLATFORMS = ['desktop', 'mobile', 'tablet', 'tv', 'bot'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** A session's device as the session list shows it: browser and system with their versions, and the kind of device. */
export interface Device {
  browser: string | null;
  os: string | null;
  platform: Platform | null;
}

const named = (name: string | undefined, version: string | undefined): string | null => (name ? [name, version].filter(Boolean).join(' ') : null);

/** Parsed with bowser (browser and OS tables kept by its maintainers, not ours); an unknown agent gives nulls. */
export function deviceOf(userAgent: string): Device {
  if (userAgent.trim() === '') return { browser: null, os: null, platform: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const type = PLATFORMS.find((p) => p === platform.type) ?? null;
  // The major version is what a person recognises ("Chrome 138", not "138.0.0.0").
  return { browser: named(browser.name, browser.version?.split('.')[0]), os: named(os.name, os.version), platform: type };
}
