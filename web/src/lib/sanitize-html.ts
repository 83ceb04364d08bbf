import DOMPurify, { type Config } from 'dompurify';

/**
 * Stored HTML reaches the DOM only through DOMPurify (audited, tracks browser parser quirks) with one of
 * two allow-lists:
 * - `rich`: what users write (task descriptions, mail bodies): formatting tags without attributes, links
 *   with an http(s)/mailto href.
 * - `article`: the server's content pages (blog, knowledge base): adds headings, images, figures and
 *   tables, and site-relative or fragment URLs.
 * Anything else is unwrapped to its content; scripts, styles, embeds and forms vanish with their content.
 * Links open safely: `rel="noopener noreferrer"`, and web links in a new tab.
 */
export type HtmlProfile = 'rich' | 'article';

const DROPPED_WITH_CONTENT = ['object', 'embed', 'link', 'meta', 'base', 'form', 'input', 'button', 'textarea', 'select', 'frame'];

const PROFILES: Record<HtmlProfile, Config> = {
  rich: {
    ALLOWED_TAGS: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 's', 'ul', 'ol', 'li', 'a', 'span', 'div', 'blockquote', 'code', 'pre', 'h3', 'h4', 'h5', 'h6'],
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
  },
  article: {
    ALLOWED_TAGS: [
      'p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'mark', 'small', 'sub', 'sup', 'span',
      'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'blockquote', 'pre', 'code',
      'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
    ],
    ALLOWED_ATTR: ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'],
    // DOMPurify checks every other attribute's value against the URI pattern: sizes are plain numbers.
    ADD_URI_SAFE_ATTR: ['width', 'height', 'colspan', 'rowspan'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/)|#)/i,
  },
};

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One DOMPurify instance with the link hook, made on first use (it needs the page's window). */
function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    node.setAttribute('rel', 'noopener noreferrer');
    if (/^https?:/i.test(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
    else node.removeAttribute('target');
  });
  return purifier;
}

/** HTML safe to put in `dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string, profile: HtmlProfile = 'rich'): string {
  return instance().sanitize(html, { ...PROFILES[profile], ADD_FORBID_CONTENTS: DROPPED_WITH_CONTENT, ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}
