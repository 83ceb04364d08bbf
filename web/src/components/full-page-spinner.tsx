import { Logo } from './logo';

/** The boot spinner of index.html, for lazy pages and suspended translations (spec section 1). */
export function FullPageSpinner() {
  return (
    <div className="boot-loader" role="status" aria-busy="true">
      <Logo size={56} />
      <div className="boot-loader__spinner" />
    </div>
  );
}
