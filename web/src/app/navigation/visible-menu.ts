import type { AppAbility } from '../../lib/ability';
import type { MenuEntry, MenuLink } from './menu';

const allowed = (ability: AppAbility, item: MenuLink) => ability.can(item.action, item.subject);

/** The menu as this user may see it: forbidden links, then empty groups and orphan headers, dropped. */
export function visibleMenu(menu: readonly MenuEntry[], ability: AppAbility): MenuEntry[] {
  const filtered: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'link' && allowed(ability, entry)) filtered.push(entry);
    if (entry.kind === 'group') {
      const children = entry.children.filter((child) => allowed(ability, child));
      if (children.length > 0) filtered.push({ ...entry, children });
    }
    if (entry.kind === 'header') filtered.push(entry);
  }
  return filtered.filter((entry, i) => entry.kind !== 'header' || (filtered[i + 1] !== undefined && filtered[i + 1].kind !== 'header'));
}

export function isActive(item: MenuLink, pathname: string): boolean {
  if (item.path === '/') return pathname === '/';
  return pathname === item.path || (item.activePrefix !== undefined && pathname.startsWith(item.activePrefix));
}

/** Breadcrumb trail for a path: the menu group (if any) and the matching item. */
export function menuTrail(menu: readonly MenuEntry[], pathname: string): { group?: string; item?: MenuLink } {
  for (const entry of menu) {
    if (entry.kind === 'link' && isActive(entry, pathname)) return { item: entry };
    if (entry.kind === 'group') {
      const item = entry.children.find((child) => isActive(child, pathname));
      if (item) return { group: entry.titleKey, item };
    }
  }
  return {};
}
