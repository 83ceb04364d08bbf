import { Button, Icon, Menu, MenuItem, PopoverNext, type IconName } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { ability } from '../../lib/ability';
import { useAuth } from '../../lib/auth/use-auth';
import { MENU, type MenuLink } from '../navigation/menu';
import { isActive, visibleMenu } from '../navigation/visible-menu';

/** The horizontal layout's menu: top-level links and groups as dropdowns (headers are dropped). */
export function HorizontalMenu() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { userData } = useAuth();
  const entries = useMemo(() => visibleMenu(MENU, ability), [userData]);
  const looseLinks: MenuLink[] = entries.filter((e): e is MenuLink => e.kind === 'link');

  return (
    <nav className="horizontal-menu" aria-label={t('layout.mainMenu')}>
      {entries.map((entry) =>
        entry.kind === 'group' ? (
          <PopoverNext
            key={entry.id}
            placement="bottom-start"
            content={
              <Menu>
                {entry.children.map((child) => (
                  <MenuItem key={child.id} icon={child.icon as IconName} text={t(child.titleKey)} active={isActive(child, pathname)} onClick={() => navigate(child.path)} />
                ))}
              </Menu>
            }
          >
            <Button
              variant="minimal"
              className={`horizontal-menu__item${entry.children.some((c) => isActive(c, pathname)) ? ' horizontal-menu__item--active' : ''}`}
              icon={entry.icon as IconName}
              endIcon="chevron-down"
              text={t(entry.titleKey)}
            />
          </PopoverNext>
        ) : null,
      )}
      {looseLinks.length > 0 ? (
        <PopoverNext
          placement="bottom-start"
          content={
            <Menu>
              {looseLinks.map((link) => (
                <MenuItem key={link.id} icon={link.icon as IconName} text={t(link.titleKey)} active={isActive(link, pathname)} onClick={() => navigate(link.path)} />
              ))}
            </Menu>
          }
        >
          <Button variant="minimal" className="horizontal-menu__item" icon="applications" endIcon="chevron-down" text={t('menu.appsAndPages')} />
        </PopoverNext>
      ) : null}
      {looseLinks.slice(0, 4).map((link) => (
        <NavLink key={link.id} to={link.path} className={`horizontal-menu__item horizontal-menu__link${isActive(link, pathname) ? ' horizontal-menu__item--active' : ''}`}>
          <Icon icon={link.icon as IconName} size={14} /> {t(link.titleKey)}
        </NavLink>
      ))}
    </nav>
  );
}
