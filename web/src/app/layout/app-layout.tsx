import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { NavigationTrailContext } from '../../components/page-header';
import { SkipLink } from '../../components/skip-link';
import { LoadingState } from '../../components/states';
import { onSessionExpired } from '../../lib/apollo/client';
import { shownNavbarType, useLayoutSettings } from '../../lib/layout-settings';
import { loginPathFor } from '../../lib/routing/login-path';
import { toast } from '../../lib/toaster';
import { NARROW_SCREEN, useMediaQuery } from '../../lib/use-media-query';
import { LiveUpdates } from '../live/live-updates';
import { MENU } from '../navigation/menu';
import { menuTrail } from '../navigation/visible-menu';
import { Customizer } from './customizer';
import { Footer } from './footer';
import { HorizontalMenu } from './horizontal-menu';
import { Navbar } from './navbar/navbar';
import { ScrollToTop } from './scroll-to-top';
import { MenuDrawer, VerticalMenu } from './vertical-menu';

/** Page headers take their breadcrumbs from the menu. */
const menuTrailOf = (pathname: string) => menuTrail(MENU, pathname);

/** The shell around every signed-in page: menu, navbar, content, footer, customizer (spec sections 1-3). */
export function AppLayout() {
  const { settings } = useLayoutSettings();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  // The page a visit opens on is shown as soon as it is drawn (a fade would hide it, and its largest paint, for
  // another 0.35 s); the router transition is for moving between pages.
  const [openingPath, setOpeningPath] = useState<string | null>(pathname);
  if (openingPath !== null && openingPath !== pathname) setOpeningPath(null);
  const transition = openingPath === pathname ? 'none' : settings.routerTransition;
  // Below 1200 px the menu is a drawer over the page (both layouts), opened from the navbar.
  const narrow = useMediaQuery(NARROW_SCREEN);

  useEffect(() => setMobileMenuOpen(false), [pathname]);

  // A failed refresh ends the session: go to login, coming back here afterwards. A session ended elsewhere is
  // told by the login page itself (lib/auth/session-end-notice.ts); an expired one by a toast.
  useEffect(
    () =>
      onSessionExpired((end) => {
        if (end === 'expired') toast.error(t('auth.sessionExpired'));
        navigate(loginPathFor(window.location.pathname + window.location.search), { replace: true });
      }),
    [navigate, t],
  );

  const vertical = settings.layout === 'vertical';
  const classes = [
    'layout',
    `layout--${settings.layout}`,
    vertical && settings.menuCollapsed ? 'layout--menu-collapsed' : '',
    vertical && settings.menuHidden ? 'layout--menu-hidden' : '',
    `layout--navbar-${shownNavbarType(settings.navbarType, narrow)}`,
    `layout--footer-${settings.footerType}`,
    `layout--content-${settings.contentWidth}`,
  ].filter(Boolean);

  return (
    <NavigationTrailContext value={menuTrailOf}>
      <div className={classes.join(' ')}>
        <SkipLink />
        {narrow ? <MenuDrawer open={mobileMenuOpen} onClose={() => setMobileMenuOpen(false)} /> : vertical && !settings.menuHidden ? <VerticalMenu /> : null}
        <div className="layout__main">
          <Navbar menuOpen={mobileMenuOpen} onToggleMenu={() => setMobileMenuOpen((open) => !open)} />
          {!vertical && !narrow ? <HorizontalMenu /> : null}
          <main className="layout__content" id="content" tabIndex={-1}>
            {/* Keyed by path only: a query-string change (search, sort, filters kept in the URL) must not remount the page. */}
            <div key={pathname} className={`content-inner transition-${transition}`}>
              <Suspense fallback={<LoadingState />}>
                <Outlet />
              </Suspense>
            </div>
          </main>
          <Footer />
        </div>
        <Customizer />
        <LiveUpdates />
        {settings.scrollTop ? <ScrollToTop /> : null}
      </div>
    </NavigationTrailContext>
  );
}
