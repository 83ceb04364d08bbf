import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { AfterFirstScreenOnly } from '../../../components/after-first-screen';
import { shownNavbarType, useLayoutSettings } from '../../../lib/layout-settings';
import { NARROW_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { CartButton } from './cart-button';
import { ConnectionIndicator } from './connection-indicator';
import { LanguageSwitcher } from './language-switcher';
import { NavbarBookmarks } from './navbar-bookmarks';
import { NavbarMore } from './navbar-more';
import { NavbarSearch } from './navbar-search';
import { NotificationBell } from './notification-bell';
import { UserMenu } from './user-menu';

/**
 * Floating/sticky/static navbar: bookmarks on the start side; connection, language, skin, search, cart, notifications and
 * user on the end side. The bookmarks (asked for with the page) and the language menu come after the page's first screen:
 * the end side is anchored to the right, so an item drawn later moves only what is left of it, and only the connection
 * dot is. The connection's status region, the search with its shortcut, the counts and the user menu are there from
 * the start.
 */
export function Navbar({ menuOpen, onToggleMenu }: { menuOpen: boolean; onToggleMenu: () => void }) {
  const { t } = useTranslation();
  const { settings, update } = useLayoutSettings();
  // Below 1200 px the menu is a drawer opened from here, and language, skin and bookmarks fold into one menu.
  const narrow = useMediaQuery(NARROW_SCREEN);
  const navbarType = shownNavbarType(settings.navbarType, narrow);
  if (navbarType === 'hidden') return null;
  const dark = settings.skin === 'dark';
  return (
    <div className={`navbar-wrapper navbar-wrapper--${navbarType}`}>
      <header className={`navbar navbar--${navbarType} navbar--${settings.navbarColor}`}>
        <div className="navbar__start">
          {narrow ? (
            <Button variant="minimal" icon="menu" className="navbar__menu-toggle" aria-label={t('layout.openMenu')} aria-haspopup="dialog" aria-expanded={menuOpen} onClick={onToggleMenu} data-testid="menu-toggle" />
          ) : (
            <NavbarBookmarks />
          )}
        </div>
        <div className="navbar__end">
          <ConnectionIndicator />
          {narrow ? null : (
            <>
              <AfterFirstScreenOnly>
                <LanguageSwitcher />
              </AfterFirstScreenOnly>
              <Button
                variant="minimal"
                icon={dark ? 'flash' : 'moon'}
                aria-label={t(dark ? 'layout.lightSkin' : 'layout.darkSkin')}
                title={t(dark ? 'layout.lightSkin' : 'layout.darkSkin')}
                data-testid="skin-toggle"
                onClick={() => update({ skin: dark ? 'light' : 'dark' })}
              />
            </>
          )}
          <NavbarSearch />
          <CartButton />
          <NotificationBell />
          {narrow ? <NavbarMore /> : null}
          <UserMenu />
        </div>
      </header>
    </div>
  );
}
