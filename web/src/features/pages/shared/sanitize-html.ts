/**
 * Allow-list HTML sanitizer for the server's rich text (blog excerpts and content, knowledge-base
 * articles). Parses with DOMParser (inert: nothing runs or loads), keeps only formatting tags and a
 * few attributes, drops scripts, styles and embeds with their content, unwraps any other tag, and
 * keeps only http(s), mailto, site-relative and fragment URLs.
 */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'small', 'sub', 'sup', 'span',
  'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code',
  'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
const DROPPED_TAGS = new Set(['script', 'style', 'iframe', 'frame', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'form', 'input', 'button', 'textarea', 'select', 'link', 'meta', 'base']);
const ALLOWED_ATTRS: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
};
const URL_ATTRS = new Set(['href', 'src']);
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;

function cleanChildren(parent: Element): void {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === Node.COMMENT_NODE) {
      child.remove();
      continue;
    }
    if (!(child instanceof Element)) continue;
    const tag = child.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) {
      child.remove();
      continue;
    }
    cleanChildren(child);
    if (!ALLOWED_TAGS.has(tag)) {
      child.replaceWith(...Array.from(child.childNodes));
      continue;
    }
    const allowed = ALLOWED_ATTRS[tag] ?? [];
    for (const attr of Array.from(child.attributes)) {
      const keep = allowed.includes(attr.name) && (!URL_ATTRS.has(attr.name) || SAFE_URL.test(attr.value.trim()));
      if (!keep) child.removeAttribute(attr.name);
    }
    if (tag === 'a') {
      child.setAttribute('rel', 'noopener noreferrer');
      if (/^https?:/i.test(child.getAttribute('href') ?? '')) child.setAttribute('target', '_blank');
    }
  }
}

export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML;
}

/** The text of an HTML fragment, for previews and meta text. */
export function htmlToText(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
