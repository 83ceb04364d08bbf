import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The two rules of the web client's theme that keep every screen readable and announced (web/README.md,
 * "Accessibility and small screens"), checked over the source so a new screen keeps them before the browser
 * suite walks it: text takes an intent's text token, never its fill; drawers go through AppDrawer.
 */
const webSrc = fileURLToPath(new URL('../../web/src/', import.meta.url));

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__generated__' ? [] : filesUnder(path, extensions);
    return extensions.some((extension) => entry.name.endsWith(extension)) ? [path] : [];
  });
}

/** Lines matching `pattern`, as `file:line: text`. */
function offending(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${relative(webSrc, file)}:${index + 1}: ${line.trim()}`] : [])),
  );
}

describe('accessible theme', () => {
  it('colours text with the intent text tokens (--primary-text …), which reach 4.5:1 in both skins, not with the fills', () => {
    // `color: var(--success)` is bright green text on white (2.2:1); `background-color` and `border-color` may use fills.
    const fillAsText = /(?<![-\w])color:\s*var\(--(primary|success|danger|warning|info)\)/;
    expect(offending(filesUnder(webSrc, ['.css']), fillAsText)).toEqual([]);
  });

  it('opens drawers through AppDrawer, which names them and announces them as modal dialogs', () => {
    const blueprintDrawer = /\bimport\s*\{[^}]*\bDrawer\b[^}]*\}\s*from\s*'@blueprintjs\/core'/;
    const files = filesUnder(webSrc, ['.tsx']).filter((file) => !file.endsWith(join('components', 'app-drawer.tsx')));
    expect(offending(files, blueprintDrawer)).toEqual([]);
  });
});
