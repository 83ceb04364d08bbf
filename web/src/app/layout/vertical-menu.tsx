import { Button, Icon, type IconName } from '@blueprintjs/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { useAfterFirstScreen } from '../../components/after-first-screen';
import { AppDrawer } from '../../components/app-drawer';
import { Brand } from '../../components/logo';
import { ability } from '../../lib/ability';
import { useAuth } from '../../lib/auth/use-auth';
import { useLayoutSettings } from '../../lib/layout-settings';
import { MENU, type MenuGroup, type MenuLink } from '../navigation/menu';
import { isActive, visibleMenu } from '../navigation/visible-menu';

function MenuItemLink({ item }: { item: MenuLink }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = isActive(item, pathname);
  return (
    <li>
      <NavLink to={item.path} end className={`menu-link${active ? ' menu-link--active' : ''}`} data-menu-id={item.id}>
        <Icon icon={item.icon as IconName} size={16} className="menu-link__icon" />
        <span className="menu-link__text">{t(item.titleKey)}</span>
      </NavLink>
    </li>
  );
}

/**
 * A group of links that opens in place. A closed group's links are hidden (menu.css: no room, no focus, not read
 * out), so they are left out of the first screen, where they were a third of the shell's elements: drawn once the
 * browser has been idle after it (`filled`), or at once when the group opens before.
 */
function MenuGroupItem({ group, filled }: { group: MenuGroup; filled: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const containsActive = group.children.some((child) => isActive(child, pathname));
  const [open, setOpen] = useState(containsActive);
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return (
    <li className={`menu-group${open ? ' menu-group--open' : ''}${containsActive ? ' menu-group--active' : ''}`}>
      <button type="button" className="menu-link menu-group__toggle" aria-expanded={open} onClick={() => setOpen(!open)} data-menu-id={group.id}>
        <Icon icon={group.icon as IconName} size={16} className="menu-link__icon" />
        <span className="menu-link__text">{t(group.titleKey)}</span>
        <Icon icon="chevron-right" size={14} className="menu-group__chevron" />
      </button>
      {/* Opens and closes in CSS (menu.css): Blueprint's Collapse measured every group as the shell first rendered. */}
      <div className="menu-group__panel">
        <ul className="menu-sub">
          {opened || filled ? group.children.map((child) => <MenuItemLink key={child.id} item={child} />) : null}
        </ul>
      </div>
    </li>
  );
}

function MenuEntries() {
  const { t } = useTranslation();
  const { userData } = useAuth();
  // Recomputed when the user changes: the ability instance is updated in place on login/logout.
  const entries = useMemo(() => visibleMenu(MENU, ability), [userData]);
  // The closed groups' links are drawn in a render of their own, which yields to input.
  const filled = useDeferredValue(useAfterFirstScreen());
  return (
    <nav className="main-menu__scroll" aria-label={t('layout.mainMenu')}>
      <ul className="menu">
        {entries.map((entry) => {
          if (entry.kind === 'header') return <li key={entry.id} className="menu-header">{t(entry.titleKey)}</li>;
          if (entry.kind === 'group') return <MenuGroupItem key={entry.id} group={entry} filled={filled} />;
          return <MenuItemLink key={entry.id} item={entry} />;
        })}
      </ul>
    </nav>
  );
}

/** The vertical menu of a wide screen: brand, collapse pin, and the section 2 groups this user may see. */
export function VerticalMenu() {
  const { t } = useTranslation();
  const { settings, update } = useLayoutSettings();
  return (
    <aside className="main-menu">
      <div className="main-menu__header">
        <NavLink to="/" className="main-menu__brand">
          <Brand />
        </NavLink>
        <Button
          variant="minimal"
          className="main-menu__pin"
          icon={settings.menuCollapsed ? 'circle' : 'record'}
          aria-label={t(settings.menuCollapsed ? 'layout.expandMenu' : 'layout.collapseMenu')}
          onClick={() => update({ menuCollapsed: !settings.menuCollapsed })}
        />
      </div>
      <div className="main-menu__shadow" />
      <MenuEntries />
    </aside>
  );
}

/**
 * The same menu on a phone or tablet: a drawer over the page from the start side, opened by the navbar's menu button.
 * As a modal dialog it takes focus, keeps it, closes on Escape, a tap outside or a followed link, and gives focus back.
 */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { settings } = useLayoutSettings();
  return (
    <AppDrawer
      isOpen={open}
      onClose={onClose}
      label={t('layout.mainMenu')}
      position={settings.isRTL ? 'right' : 'left'}
      size="min(var(--menu-width), 86vw)"
      className="main-menu main-menu--drawer"
    >
      <div className="main-menu__header">
        <NavLink to="/" className="main-menu__brand">
          <Brand />
        </NavLink>
        <Button variant="minimal" className="main-menu__close" icon="cross" aria-label={t('layout.closeMenu')} onClick={onClose} />
      </div>
      <div className="main-menu__shadow" />
      <MenuEntries />
    </AppDrawer>
  );
}
