import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../../components/logo';
import { AuthIllustration, type IllustrationKind } from './auth-illustration';

export type AuthVariant = 'basic' | 'cover';

/**
 * Basic: a centred card over soft shapes. Cover: an illustration panel beside the form.
 * Both put the brand at the top, then the page's title and subtitle, and leave the form to the page.
 */
export function AuthFrame({ variant, illustration, title, subtitle, children }: { variant: AuthVariant; illustration: IllustrationKind; title: string; subtitle: string; children: ReactNode }) {
  const content = (
    <>
      <h2 className="auth__title">{title}</h2>
      <p className="auth__subtitle">{subtitle}</p>
      {children}
    </>
  );
  if (variant === 'basic') {
    return (
      <div className="auth auth--basic">
        <div className="auth-basic__shape auth-basic__shape--top" />
        <div className="auth-basic__shape auth-basic__shape--bottom" />
        <div className="auth-basic__card">
          <Link to="/" className="auth__brand">
            <Brand />
          </Link>
          {content}
        </div>
      </div>
    );
  }
  return (
    <div className="auth auth--cover">
      <Link to="/" className="auth__brand auth__brand--floating">
        <Brand />
      </Link>
      <div className="auth-cover__art">
        <AuthIllustration kind={illustration} />
      </div>
      <div className="auth-cover__panel">
        <div className="auth-cover__form">{content}</div>
      </div>
    </div>
  );
}
