import { Classes } from '@blueprintjs/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

export const SKINS = ['light', 'dark', 'bordered', 'semi-dark'] as const;
export const NAVBAR_TYPES = ['floating', 'sticky', 'static', 'hidden'] as const;
export const NAVBAR_COLORS = ['white', 'primary', 'success', 'danger', 'info', 'warning', 'dark'] as const;
export const FOOTER_TYPES = ['static', 'sticky', 'hidden'] as const;
export const CONTENT_WIDTHS = ['boxed', 'full'] as const;
export const ROUTER_TRANSITIONS = ['fadeIn', 'fadeInLeft', 'zoomIn', 'none'] as const;
export const LAYOUTS = ['vertical', 'horizontal'] as const;

export type Skin = (typeof SKINS)[number];

/** Layout settings of spec section 3, with the section 1 defaults. */
export interface LayoutSettings {
  skin: Skin;
  isRTL: boolean;
  layout: (typeof LAYOUTS)[number];
  lastLayout: (typeof LAYOUTS)[number];
  menuCollapsed: boolean;
  menuHidden: boolean;
  navbarType: (typeof NAVBAR_TYPES)[number];
  navbarColor: (typeof NAVBAR_COLORS)[number];
  footerType: (typeof FOOTER_TYPES)[number];
  contentWidth: (typeof CONTENT_WIDTHS)[number];
  routerTransition: (typeof ROUTER_TRANSITIONS)[number];
  scrollTop: boolean;
}

export const DEFAULT_LAYOUT: LayoutSettings = {
  skin: 'light',
  isRTL: false,
  layout: 'vertical',
  lastLayout: 'vertical',
  menuCollapsed: false,
  menuHidden: false,
  navbarType: 'floating',
  navbarColor: 'white',
  footerType: 'static',
  contentWidth: 'boxed',
  routerTransition: 'fadeIn',
  scrollTop: true,
};

/**
 * The navbar as it is shown: below 1200 px it holds the only way to the menu (the drawer's toggle), so a hidden
 * navbar is shown there as a static one rather than leaving a phone without navigation.
 */
export function shownNavbarType(navbarType: LayoutSettings['navbarType'], narrow: boolean): LayoutSettings['navbarType'] {
  return navbarType === 'hidden' && narrow ? 'static' : navbarType;
}

const isSkin = (v: unknown): v is Skin => typeof v === 'string' && (SKINS as readonly string[]).includes(v);
const isDirection = (v: unknown): v is 'ltr' | 'rtl' => v === 'ltr' || v === 'rtl';
const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';

/** Skin, direction and menuCollapsed come back from local storage (spec section 3); the rest start at defaults. */
function initialSettings(): LayoutSettings {
  return {
    ...DEFAULT_LAYOUT,
    skin: readJson(STORAGE_KEYS.skin, isSkin) ?? DEFAULT_LAYOUT.skin,
    isRTL: readJson(STORAGE_KEYS.direction, isDirection) === 'rtl',
    menuCollapsed: readJson(STORAGE_KEYS.menuCollapsed, isBoolean) ?? DEFAULT_LAYOUT.menuCollapsed,
  };
}

interface LayoutContextValue {
  settings: LayoutSettings;
  update: (patch: Partial<LayoutSettings>) => void;
  reset: () => void;
}

const LayoutContext = createContext<LayoutContextValue | null>(null);

/** Applies the skin (Blueprint's dark class + our `skin-*` class) and direction to the document. */
function applyToDocument(settings: LayoutSettings): void {
  const body = document.body;
  for (const skin of SKINS) body.classList.remove(`skin-${skin}`);
  body.classList.add(`skin-${settings.skin}`);
  body.classList.toggle(Classes.DARK, settings.skin === 'dark');
  document.documentElement.dir = settings.isRTL ? 'rtl' : 'ltr';
}

export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  // The stored skin and direction are on the document before the first render: nothing draws in the wrong
  // skin (no light flash for a dark skin; a chart's first draw already has the skin's colours).
  const [settings, setSettings] = useState<LayoutSettings>(() => {
    const initial = initialSettings();
    applyToDocument(initial);
    return initial;
  });

  useEffect(() => {
    applyToDocument(settings);
    writeJson(STORAGE_KEYS.skin, settings.skin);
    writeJson(STORAGE_KEYS.direction, settings.isRTL ? 'rtl' : 'ltr');
    writeJson(STORAGE_KEYS.menuCollapsed, settings.menuCollapsed);
  }, [settings]);

  const update = useCallback((patch: Partial<LayoutSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...patch };
      if (patch.layout && patch.layout !== current.layout) next.lastLayout = current.layout;
      return next;
    });
  }, []);
  const reset = useCallback(() => setSettings(DEFAULT_LAYOUT), []);
  const value = useMemo(() => ({ settings, update, reset }), [settings, update, reset]);
  return <LayoutContext.Provider value={value}>{children}</LayoutContext.Provider>;
}

export function useLayoutSettings(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayoutSettings outside LayoutSettingsProvider');
  return value;
}
