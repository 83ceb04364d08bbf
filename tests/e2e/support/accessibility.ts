import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { AxeResults, ImpactValue, Result, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The rules we hold every screen to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
/** The impacts that fail a screen. */
export const FAILING_IMPACTS: readonly ImpactValue[] = ['serious', 'critical'];

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeScope {
  /** Only these parts of the page (CSS selectors). */
  include?: string[];
}

/** One failing rule on one screen: the rule, its impact and the elements it found. */
export interface Violation {
  rule: string;
  impact: ImpactValue;
  help: string;
  elements: { target: string; html: string; summary: string }[];
}

/**
 * Runs axe-core in the page once its finite animations have ended and returns the serious and critical WCAG 2.0/2.1 A/AA violations.
 * The script is evaluated through the DevTools protocol, so the product's self-only CSP does not stop it.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<Violation[]> {
  // Colours are judged as they settle: a route's fade-in (0.35 s) blends text with its background until it ends.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = { runOnly: { type: 'tag', values: [...WCAG_TAGS] }, resultTypes: ['violations'] };
  const results = await page.evaluate(
    ([include, runOptions]) => {
      const axe = (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } }).axe;
      return axe.run(include ? { include: include.map((selector) => [selector]) } : document, runOptions);
    },
    [scope.include ?? null, options] as const,
  );
  return results.violations
    .filter((violation: Result) => violation.impact && FAILING_IMPACTS.includes(violation.impact))
    .map((violation: Result) => ({
      rule: violation.id,
      impact: violation.impact as ImpactValue,
      help: violation.help,
      elements: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        html: node.html.slice(0, 200),
        summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240),
      })),
    }));
}

/** Human-readable lines naming rule and element, for a failing assertion. */
export function describeViolations(violations: Violation[], where = ''): string {
  return violations
    .flatMap((violation) => [
      `${where}${violation.rule} (${violation.impact}): ${violation.help}`,
      ...violation.elements.map((element) => `    ${element.target}  ${element.html}\n      ${element.summary}`),
    ])
    .join('\n');
}

/**
 * Fails when the page, as it is now, has a serious or critical WCAG 2.0/2.1 A/AA violation; the message names
 * each rule and every element it found. `label` says which screen (route, skin) in the message.
 */
export async function expectAccessible(page: Page, label = page.url(), scope: AxeScope = {}): Promise<void> {
  const violations = await axeViolations(page, scope);
  expect(violations, `axe on ${label}:\n${describeViolations(violations)}`).toEqual([]);
}

/**
 * How far the page reaches past its viewport sideways (0: it does not scroll sideways), and the elements where
 * that starts (each sticks out while its parent does not, outside any box that scrolls or clips), to say what to fix.
 */
export async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprits: string[] }> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const overflow = Math.max(0, document.documentElement.scrollWidth - viewport);
    const culprits: string[] = [];
    if (overflow === 0) return { overflow, culprits };
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || (box.right <= viewport + 1 && box.left >= -1)) continue;
      let inside = false;
      for (let parent = element.parentElement; parent && parent !== document.body && !inside; parent = parent.parentElement) {
        const outer = parent.getBoundingClientRect();
        inside = outer.right > viewport + 1 || outer.left < -1 || getComputedStyle(parent).overflowX !== 'visible';
      }
      if (inside) continue;
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).filter(Boolean) : [];
      culprits.push(`${element.tagName.toLowerCase()}${classes.map((c) => `.${c}`).join('')}`);
      if (culprits.length >= 5) break;
    }
    return { overflow, culprits };
  });
}
