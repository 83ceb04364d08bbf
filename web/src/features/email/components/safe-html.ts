/**
 * Mail bodies are escaped by the server or seeded by us, but the reader still keeps only a small
 * formatting vocabulary (defence in depth: a stored script or handler never reaches the DOM).
 */
const ALLOWED = new Set(['P', 'BR', 'B', 'STRONG', 'I', 'EM', 'U', 'UL', 'OL', 'LI', 'A', 'SPAN', 'DIV', 'BLOCKQUOTE', 'H3', 'H4']);

function clean(node: Element, doc: Document): void {
  for (const child of Array.from(node.children)) {
    if (!ALLOWED.has(child.tagName)) {
      child.replaceWith(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    const href = child.tagName === 'A' ? child.getAttribute('href') : null;
    for (const attr of Array.from(child.attributes)) child.removeAttribute(attr.name);
    if (href && /^(https?:|mailto:)/i.test(href)) {
      child.setAttribute('href', href);
      child.setAttribute('target', '_blank');
      child.setAttribute('rel', 'noopener noreferrer');
    }
    clean(child, doc);
  }
}

export function safeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  if (!root) return '';
  clean(root, doc);
  return root.innerHTML;
}

/** The text of a mail body, for one-line previews. */
export function plainText(html: string): string {
  const doc = new DOMParser().parseFromString(html.replace(/<\/p>/gi, '</p> '), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
