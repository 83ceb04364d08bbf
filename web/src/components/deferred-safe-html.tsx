import { Suspense, type ComponentProps } from 'react';
import { htmlToText } from '../lib/html-text';
import { lazyWithPreload } from '../lib/lazy-with-preload';
import type { SafeHtml } from './safe-html';

const LazySafeHtml = lazyWithPreload(() => import('./safe-html'), 'SafeHtml');

/**
 * SafeHtml where the HTML shows only after a click (a drawer): the sanitizer (DOMPurify, ~11 KiB) loads the first
 * time it is needed instead of with the page, the HTML's plain text standing in until then.
 */
export function DeferredSafeHtml(props: ComponentProps<typeof SafeHtml>) {
  const { as: Tag = 'div', className, html, empty } = props;
  return (
    <Suspense fallback={<Tag className={className}>{htmlToText(html) || (empty ?? '')}</Tag>}>
      <LazySafeHtml {...props} />
    </Suspense>
  );
}
