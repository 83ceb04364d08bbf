import { AnchorButton, type AnchorButtonProps } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/** A Blueprint button that is a real link (new tab, copy address) and navigates inside the app on click. */
export function LinkButton({ to, ...props }: Omit<AnchorButtonProps, 'href' | 'onClick'> & { to: string; 'data-testid'?: string }) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  // AnchorButton renders an <a>, so its click event is an anchor's.
  return <AnchorButton {...props} href={href} onClick={(event) => navigate(event as MouseEvent<HTMLAnchorElement>)} />;
}
