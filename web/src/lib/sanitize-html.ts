/**
 * Rich text that the server stores as sent (task descriptions, event notes) is rendered only after
 * passing this allow-list: known formatting tags survive without attributes, links keep an
 * http(s)/mailto href, scripts and embeds vanish with their content, any other tag becomes its text.
 */
const ALLOWED_TAGS = new Set([
  'P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'S', 'UL', 'OL', 'LI', 'A', 'SPAN', 'DIV', 'BLOCKQUOTE', 'CODE', 'PRE', 'H3', 'H4', 'H5', 'H6',
]);
const DROPPED_TAGS = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH', 'LINK', 'META']);
const SAFE_HREF = /^(https?:|mailto:)/i;

function clean(node: Element, doc: Document): void {
  for (const child of Array.from(node.children)) {
    if (DROPPED_TAGS.has(child.tagName)) {
      child.remove();
      continue;
    }
    if (!ALLOWED_TAGS.has(child.tagName)) {
      child.replaceWith(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    const href = child.tagName === 'A' ? child.getAttribute('href')?.trim() : undefined;
    for (const attr of Array.from(child.attributes)) child.removeAttribute(attr.name);
    if (href && SAFE_HREF.test(href)) {
      child.setAttribute('href', href);
      child.setAttribute('target', '_blank');
      child.setAttribute('rel', 'noopener noreferrer');
    }
    clean(child, doc);
  }
}

/** HTML safe to put in `dangerouslySetInnerHTML`. Parsing in an inert document runs no script and loads nothing. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  clean(root, doc);
  return root.innerHTML;
}

/** The text of rich text, one line per block (paragraphs, list items, line breaks), for previews and plain editors. */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  for (const br of Array.from(root.querySelectorAll('br'))) br.replaceWith('\n');
  for (const block of Array.from(root.querySelectorAll('p, div, li, h3, h4, h5, h6, blockquote, pre'))) block.append('\n');
  return (root.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
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
