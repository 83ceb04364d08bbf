import { useMemo, type ElementType } from 'react';
import { sanitizeHtml, type HtmlProfile } from '../lib/sanitize-html';

/** Stored HTML rendered only after the sanitizer's allow-list (`rich` for what users write, `article` for content pages). */
export function SafeHtml({ html, profile = 'rich', className, as: Tag = 'div', empty }: { html: string; profile?: HtmlProfile; className?: string; as?: ElementType; empty?: string }) {
  const clean = useMemo(() => sanitizeHtml(html, profile), [html, profile]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean || (empty ?? '') }} />;
}
