import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import MarkdownIt, { type Token } from 'markdown-it';

/**
 * The links of the documentation, checked the way GitHub renders it: a relative link must reach a file of the
 * repository, and its `#anchor` a heading of that file. Markdown is parsed by markdown-it (CommonMark), so links in
 * code blocks and inline code are not links, and reference-style links count like inline ones.
 */
const markdown = new MarkdownIt();

/** A scheme (`https:`, `mailto:`) or a protocol-relative `//host`: not a file of ours, not checked. */
const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** GitHub's line anchors on a source file (`#L10`, `#L10-L20`). */
const LINE_ANCHOR = /^L\d+(?:-L\d+)?$/;

/**
 * The anchors GitHub gives a file's headings, in order: the heading's text lower-cased, every character that is not a
 * letter, mark, digit, `_`, `-` or space dropped (Cyrillic letters are letters), each space made `-`; a repeated
 * anchor gets `-1`, `-2` … as github-slugger numbers them.
 */
export function headingAnchors(text: string): string[] {
  const seen = new Map<string, number>();
  const anchors: string[] = [];
  const tokens = markdown.parse(text, {});
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open') return;
    const base = slug(plainText(tokens[index + 1]));
    let anchor = base;
    if (seen.has(base)) {
      let n = seen.get(base)!;
      do anchor = `${base}-${++n}`;
      while (seen.has(anchor));
      seen.set(base, n);
    }
    seen.set(anchor, 0);
    anchors.push(anchor);
  });
  return anchors;
}

export function slug(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The text a heading shows: its words and inline code, without markup (images show none). */
function plainText(inline: Token): string {
  return (inline.children ?? [])
    .map((child) => {
      if (child.type === 'text' || child.type === 'text_special' || child.type === 'code_inline') return child.content;
      if (child.type === 'softbreak' || child.type === 'hardbreak') return ' ';
      return '';
    })
    .join('');
}

export interface Link {
  href: string;
  line: number;
}

/** Every link and image target of a file that is not external, with the line it stands on (1-based). */
export function relativeLinks(text: string): Link[] {
  const lines = text.split('\n');
  const links: Link[] = [];
  for (const block of markdown.parse(text, {})) {
    if (block.type !== 'inline') continue;
    for (const child of block.children ?? []) {
      const target = child.type === 'link_open' ? child.attrGet('href') : child.type === 'image' ? child.attrGet('src') : null;
      if (target === null) continue;
      const href = String(target);
      if (EXTERNAL.test(href)) continue;
      links.push({ href, line: lineOf(lines, href, block.map) });
    }
  }
  return links;
}

/** The line of a block that holds the link (markdown-it knows the block's lines, not the link's). */
function lineOf(lines: string[], href: string, map: [number, number] | null): number {
  const [from, to] = map ?? [0, lines.length];
  for (let i = from; i < to; i++) if (lines[i].includes(href)) return i + 1;
  return from + 1;
}

/**
 * The broken relative links of `files` (paths from `root`), one message each naming the file, the line and the link:
 * a target that does not exist, or an anchor that names no heading of its markdown target.
 */
export function brokenLinks(root: string, files: readonly string[]): string[] {
  const anchorsOf = new Map<string, string[]>();
  const anchors = (file: string) => {
    let found = anchorsOf.get(file);
    if (!found) anchorsOf.set(file, (found = headingAnchors(readFileSync(join(root, file), 'utf8'))));
    return found;
  };
  const problems: string[] = [];
  for (const file of files) {
    for (const { href, line } of relativeLinks(readFileSync(join(root, file), 'utf8'))) {
      const at = `${file}:${line}: (${href})`;
      const hash = href.indexOf('#');
      const path = decodeURI((hash < 0 ? href : href.slice(0, hash)).replace(/\?.*$/, ''));
      const anchor = hash < 0 ? null : decodeURIComponent(href.slice(hash + 1));
      const target = path === '' ? file : path.startsWith('/') ? path.slice(1) : posix.normalize(posix.join(dirname(file), path));
      if (target.startsWith('../') || relative(root, join(root, target)).startsWith('..')) {
        problems.push(`${at} points outside the repository`);
        continue;
      }
      if (!existsSync(join(root, target))) {
        problems.push(`${at} no such file: ${target}`);
        continue;
      }
      if (anchor === null || anchor === '') continue;
      if (statSync(join(root, target)).isDirectory() || !target.endsWith('.md')) {
        if (!LINE_ANCHOR.test(anchor)) problems.push(`${at} #${anchor} is not a heading: ${target} is not a markdown file`);
        continue;
      }
      if (!anchors(target).includes(anchor)) problems.push(`${at} no heading "#${anchor}" in ${target}`);
    }
  }
  return problems;
}
