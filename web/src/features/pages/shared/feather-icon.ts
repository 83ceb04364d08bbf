import type { IconName } from '@blueprintjs/core';

/** The content data names Feather icons; these are their Blueprint counterparts. */
const MAP: Record<string, IconName> = {
  'user-plus': 'new-person',
  shield: 'shield',
  settings: 'cog',
  'credit-card': 'credit-card',
  rocket: 'rocket-slant',
  layout: 'control',
  user: 'user',
  lock: 'lock',
  package: 'box',
  'check-square': 'tick-circle',
  folder: 'folder-close',
  globe: 'globe',
  database: 'database',
  'trending-up': 'trending-up',
  users: 'people',
  'refresh-cw': 'refresh',
  briefcase: 'briefcase',
  star: 'star',
};

export function featherIcon(name: string): IconName {
  return MAP[name] ?? 'dot';
}
