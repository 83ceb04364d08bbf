/**
 * Rich text as plain text and back, without DOMPurify: a page that only shows or edits the text of stored HTML
 * (lists, previews, the audit log) does not load the sanitizer, which lib/sanitize-html.ts keeps for HTML that
 * reaches the DOM. The text is read from a template's content, which is inert (its markup runs no script and loads
 * nothing).
 */

/** Texts already read, by their HTML: a list re-rendered (a row toggled, a drawer opened) parses nothing again. */
const texts = new Map<string, string>();
const TEXTS_KEPT = 1000;

/** The text of rich text, one line per block (paragraphs, list items, line breaks), for previews and plain editors. */
export function htmlToText(html: string): string {
  const known = texts.get(html);
  if (known !== undefined) return known;
  const text = readText(html);
  // The oldest first out: Map keeps insertion order.
  if (texts.size >= TEXTS_KEPT) texts.delete(texts.keys().next().value as string);
  texts.set(html, text);
  return text;
}

/**
 * One template for every read: a DOMParser made a whole document per text, each a navigation of its own in the
 * renderer, which on a slow phone cost the to-do list ~10 ms a row before its first screen.
 */
let reader: HTMLTemplateElement | null = null;

function readText(html: string): string {
  reader ??= document.createElement('template');
  reader.innerHTML = `<div>${html}</div>`;
  const root = reader.content.firstElementChild;
  if (!root) return '';
  for (const br of Array.from(root.querySelectorAll('br'))) br.replaceWith('\n');
  for (const block of Array.from(root.querySelectorAll('p, div, li, h2, h3, h4, h5, h6, blockquote, pre, tr'))) block.append('\n');
  return (root.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The text of rich text on one line, for list previews and meta text. */
export function htmlToLine(html: string): string {
  return htmlToText(html).replaceAll('\n', ' ');
}

/** Plain text typed by a user as rich text: each line a paragraph, every character escaped. */
export function textToHtml(text: string): string {
  const doc = document.implementation.createHTMLDocument('');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const p = doc.createElement('p');
      p.textContent = line;
      return p.outerHTML;
    })
    .join('');
}
