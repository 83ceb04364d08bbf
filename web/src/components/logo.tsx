/** The product mark (also /images/logo.svg and the favicon), drawn inline so it follows the theme. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9E95F5" />
          <stop offset="1" stopColor="#7367F0" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill="url(#logo-gradient)" />
      <path d="M14 34 L24 12 L34 34" fill="none" stroke="#fff" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M18.5 26 H29.5" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity="0.75" />
    </svg>
  );
}

export function Brand() {
  return (
    <span className="brand">
      <Logo />
      <span className="brand__name">Aurora</span>
    </span>
  );
}
