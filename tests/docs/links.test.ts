import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, headingAnchors, relativeLinks } from './links.js';

const DOCS = readdirSync('docs')
  .filter((name) => name.endsWith('.md'))
  .sort()
  .map((name) => `docs/${name}`);

/** The documentation people read on GitHub: the front door, every docs page and the READMEs beside the code. */
const FILES = ['README.md', ...DOCS, 'web/README.md', 'tests/README.md', 'bench/README.md'];

describe('the documentation', () => {
  it('has only relative links that reach an existing file, and a heading of it when they name one', () => {
    expect(brokenLinks('.', FILES)).toEqual([]);
  });

  it('is reachable from the README in one click: every docs page is linked from it', () => {
    const linked = new Set(relativeLinks(readFileSync('README.md', 'utf8')).map(({ href }) => href.split('#')[0]));
    expect(DOCS.filter((page) => !linked.has(page))).toEqual([]);
  });
});

describe('the link check', () => {
  const root = mkdtempSync(join(tmpdir(), 'doc-links-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (files: Record<string, string>) => {
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
  };

  it('names the file, line and link of a link to a file that does not exist', () => {
    write({ 'a.md': '# A\n\nSee [the guide](docs/guide.md) and [setup](docs/setup.md).\n', 'docs/setup.md': '# Setup\n' });
    expect(brokenLinks(root, ['a.md'])).toEqual(['a.md:3: (docs/guide.md) no such file: docs/guide.md']);
  });

  it('names a link whose anchor matches no heading of its target, in the same file or another', () => {
    write({
      'b.md': '# B\n\n## Two words\n\n[here](#two-words), [gone](#three-words)\n\n| page |\n|---|\n| [c](sub/c.md#first) |\n',
      'sub/c.md': '# C\n\n## Second\n',
    });
    expect(brokenLinks(root, ['b.md'])).toEqual(['b.md:5: (#three-words) no heading "#three-words" in b.md', 'b.md:9: (sub/c.md#first) no heading "#first" in sub/c.md']);
  });

  it('resolves a link from the folder of the file it stands in', () => {
    write({ 'g.md': '## Two words\n', 'sub/g.md': '## Second\n', 'sub/d.md': '[up](../g.md#two-words), [beside](g.md#second), [root](/g.md)\n' });
    expect(brokenLinks(root, ['sub/d.md'])).toEqual([]);
  });

  it('ignores links in code blocks and inline code, and external links', () => {
    write({
      'e.md': '# E\n\n```md\n[x](missing.md)\n```\n\n    [y](missing.md)\n\n`[z](missing.md)` and [web](https://example.com/missing.md), [mail](mailto:a@b.c)\n',
    });
    expect(brokenLinks(root, ['e.md'])).toEqual([]);
  });

  it('accepts line anchors on a source file and refuses other anchors there', () => {
    write({ 'f.md': '[line](code.ts#L3), [lines](code.ts#L3-L5), [heading](code.ts#usage)\n', 'code.ts': 'export {};\n' });
    expect(brokenLinks(root, ['f.md'])).toEqual(['f.md:1: (code.ts#usage) #usage is not a heading: code.ts is not a markdown file']);
  });
});

describe('heading anchors', () => {
  it("follow GitHub's rule: lower case, punctuation dropped but - and _, spaces to -", () => {
    expect(headingAnchors('# Choices where the spec says "not shown"\n## Input contract (both faces)\n## `npm test`: snake_case & co.\n')).toEqual([
      'choices-where-the-spec-says-not-shown',
      'input-contract-both-faces',
      'npm-test-snake_case--co',
    ]);
  });

  it('keep Cyrillic letters and number repeated headings -1, -2', () => {
    expect(headingAnchors('# Журнал аудита\n## Before\n## Before\n## Before\n')).toEqual(['журнал-аудита', 'before', 'before-1', 'before-2']);
  });

  it('count setext headings and headings with links or emphasis by their text', () => {
    expect(headingAnchors('Title\n=====\n\n## See [the docs](docs/x.md) *now*\n')).toEqual(['title', 'see-the-docs-now']);
  });
});
