import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

/** Server HTML rendered only after the allow-list sanitizer. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: clean }} />;
}
