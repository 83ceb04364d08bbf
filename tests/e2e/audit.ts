/**
 * The full accessibility and layout audit (`npm run audit:a11y`, after `npm run build`): every screen of
 * support/routes.ts, signed out and signed in, in every look (light and dark, LTR and RTL, ru and en) at desktop
 * size through axe-core, and at phone and tablet size for sideways scrolling. Prints the serious and critical
 * violations by rule (elements and screens) per look, and the screens that scroll sideways. Too slow for CI
 * (tests/e2e/accessibility.test.ts runs the CI subset); its figures go in docs/accessibility.md.
 *
 * `AUDIT_LOOKS=light/ltr/ru,dark/ltr/ru` narrows the looks; `AUDIT_SIZES=phone` the sizes; `AUDIT_JSON=file` writes
 * every violation found.
 */
import { writeFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, horizontalOverflow, type Violation } from './support/accessibility.js';
import { CONTEXT_DEFAULTS, launchBrowser, loginAs } from './support/browser.js';
import { SCREENS, type ScreenRoute } from './support/routes.js';
import { applyLook, lookName, openScreen, SIZES, type Look } from './support/screens.js';
import { startProductServer } from './support/server.js';

const ALL_LOOKS: Look[] = (['light', 'dark'] as const).flatMap((skin) =>
  (['ltr', 'rtl'] as const).flatMap((dir) => (['ru', 'en'] as const).map((lang) => ({ skin, dir, lang }))),
);
const looks = process.env.AUDIT_LOOKS ? ALL_LOOKS.filter((look) => process.env.AUDIT_LOOKS!.split(',').includes(lookName(look))) : ALL_LOOKS;
const layoutSizes = (process.env.AUDIT_SIZES ?? 'phone,tablet').split(',').filter((size): size is 'phone' | 'tablet' => size === 'phone' || size === 'tablet');

interface Finding {
  look: string;
  path: string;
  violations: Violation[];
}

/** A page in a fresh context with the look applied, signed in for shell screens. */
async function pageFor(browser: Browser, baseUrl: string, look: Look, size: { width: number; height: number }, signedIn: boolean): Promise<Page> {
  const context = await browser.newContext({ ...CONTEXT_DEFAULTS, viewport: size });
  await applyLook(context, look);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  if (signedIn) await loginAs(page, baseUrl, 'admin');
  return page;
}

async function walk(
  browser: Browser,
  baseUrl: string,
  look: Look,
  size: { width: number; height: number },
  visit: (page: Page, screen: ScreenRoute) => Promise<void>,
): Promise<void> {
  for (const signedIn of [false, true]) {
    const page = await pageFor(browser, baseUrl, look, size, signedIn);
    for (const screen of SCREENS.filter((s) => (s.kind === 'public') !== signedIn)) {
      try {
        await openScreen(page, baseUrl, screen);
        await visit(page, screen);
      } catch (error) {
        console.error(`  ${screen.path}: ${(error as Error).message.split('\n')[0]}`);
      }
    }
    await page.context().close();
  }
}

const server = await startProductServer();
const browser = await launchBrowser();
const findings: Finding[] = [];
const overflows: string[] = [];
try {
  for (const look of looks) {
    console.error(`axe: ${lookName(look)}`);
    await walk(browser, server.baseUrl, look, SIZES.desktop, async (page, screen) => {
      findings.push({ look: lookName(look), path: screen.path, violations: await axeViolations(page) });
    });
  }
  for (const size of layoutSizes) {
    for (const dir of ['ltr', 'rtl'] as const) {
      console.error(`layout: ${size} ${dir}`);
      await walk(browser, server.baseUrl, { skin: 'light', dir, lang: 'ru' }, SIZES[size], async (page, screen) => {
        const { overflow, culprits } = await horizontalOverflow(page);
        if (overflow > 0) overflows.push(`${size} ${dir} ${screen.path}: ${overflow}px wider (${culprits.join(', ')})`);
      });
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

// By rule: elements and screens, per look.
const lookNames = looks.map(lookName);
const byRule = new Map<string, Map<string, { elements: number; screens: Set<string> }>>();
for (const finding of findings) {
  for (const violation of finding.violations) {
    const perLook = byRule.get(violation.rule) ?? new Map();
    byRule.set(violation.rule, perLook);
    const cell = perLook.get(finding.look) ?? { elements: 0, screens: new Set<string>() };
    perLook.set(finding.look, cell);
    cell.elements += violation.elements.length;
    cell.screens.add(finding.path);
  }
}
const screensPerLook = new Set(findings.map((f) => f.path)).size;
console.log(`\n${screensPerLook} screens per look; serious and critical axe violations, elements (screens):\n`);
console.log(`| rule | ${lookNames.join(' | ')} |`);
console.log(`|---|${lookNames.map(() => '---').join('|')}|`);
for (const [rule, perLook] of [...byRule].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`| \`${rule}\` | ${lookNames.map((name) => (perLook.get(name) ? `${perLook.get(name)!.elements} (${perLook.get(name)!.screens.size})` : '0')).join(' | ')} |`);
}
const totals = lookNames.map((name) => findings.filter((f) => f.look === name).reduce((sum, f) => sum + f.violations.reduce((s, v) => s + v.elements.length, 0), 0));
console.log(`| **all** | ${totals.join(' | ')} |`);
console.log(`\nSideways scrolling (${layoutSizes.join(', ')}; LTR and RTL): ${overflows.length} screens`);
for (const line of overflows) console.log(`  ${line}`);
if (process.env.AUDIT_JSON) writeFileSync(process.env.AUDIT_JSON, JSON.stringify({ findings, overflows }, null, 2));
