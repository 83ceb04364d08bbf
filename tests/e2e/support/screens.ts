import type { BrowserContext, Page } from 'playwright-core';
import type { ScreenRoute } from './routes.js';

/** How the interface is set up for a walk: skin, direction and language, as the customizer would store them. */
export interface Look {
  skin: 'light' | 'dark';
  dir: 'ltr' | 'rtl';
  lang: 'ru' | 'en' | 'uk';
}

export const DEFAULT_LOOK: Look = { skin: 'light', dir: 'ltr', lang: 'ru' };

export const lookName = (look: Look) => `${look.skin}/${look.dir}/${look.lang}`;

/** The phone and tablet every screen must fit, and the desktop the other browser tests use. */
export const SIZES = {
  phone: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Stores the look where the app reads it at start (local storage, spec section 9) on every page the context opens. */
export async function applyLook(context: BrowserContext, look: Look): Promise<void> {
  await context.addInitScript((chosen) => {
    localStorage.setItem('skin', JSON.stringify(chosen.skin));
    localStorage.setItem('direction', JSON.stringify(chosen.dir));
    localStorage.setItem('language', JSON.stringify(chosen.lang));
  }, look);
}

/**
 * Waits until the screen is what a user looks at: its header (or, alone, its main landmark) is shown, nothing is
 * loading (no spinner, no `aria-busy`) and no entrance animation is still fading it in (axe would measure a
 * half-transparent text's contrast).
 */
export async function settleScreen(page: Page): Promise<void> {
  await page.locator('main').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"], .state--loading, .boot-loader') &&
      document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { polling: 100, timeout: 15_000 },
  );
}

/** Opens a screen of the route list by loading it, and waits until it has settled. */
export async function openScreen(page: Page, baseUrl: string, screen: ScreenRoute): Promise<void> {
  await page.goto(`${baseUrl}${screen.path}`);
  if (screen.kind === 'shell') await page.locator('.page-header__title').first().waitFor();
  await settleScreen(page);
}

/**
 * Goes to a screen the way a link does (history push, no reload), much faster than loading it, and waits until the
 * new screen has settled. The shell keys its content by path, so the old content is marked first and the new one
 * awaited. Blank screens (print) and another query of the same path are loaded.
 */
export async function goToScreen(page: Page, baseUrl: string, screen: ScreenRoute): Promise<void> {
  if (screen.kind === 'blank' || !page.url().startsWith(baseUrl)) return openScreen(page, baseUrl, screen);
  const here = new URL(page.url());
  const there = new URL(screen.path, baseUrl);
  if (here.pathname + here.search === there.pathname + there.search) return settleScreen(page);
  // Only the query differs (a tab of the same screen): the shell keeps its content, so the screen is loaded instead.
  if (here.pathname === there.pathname) return openScreen(page, baseUrl, screen);
  await page.evaluate((path) => {
    document.querySelectorAll('.content-inner, .blank-layout > *').forEach((element) => element.setAttribute('data-left', ''));
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, screen.path);
  await page.locator(screen.kind === 'shell' ? '.content-inner:not([data-left]) .page-header__title' : '.blank-layout > :not([data-left])').first().waitFor();
  await settleScreen(page);
}
