import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../../components/logo';
import { MiscIllustration, type MiscKind } from './misc-illustration';

/** Brand at the top, message and actions in the middle, the page's illustration below. */
export function MiscFrame({ kind, title, text, children }: { kind: MiscKind; title: string; text: string; children?: ReactNode }) {
  return (
    <div className={`misc misc--${kind}`} data-testid={`misc-${kind}`}>
      <Link to="/" className="misc__brand">
        <Brand />
      </Link>
      <div className="misc__inner">
        <h1 className="misc__title">{title}</h1>
        <p className="misc__text">{text}</p>
        <div className="misc__actions">{children}</div>
        <MiscIllustration kind={kind} />
      </div>
    </div>
  );
}
