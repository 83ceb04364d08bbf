export type IllustrationKind = 'login' | 'register' | 'forgot' | 'reset' | 'verify' | 'twoSteps';

const ACCENT: Record<IllustrationKind, string> = {
  login: '#7367F0',
  register: '#28C76F',
  forgot: '#FF9F43',
  reset: '#00BAD1',
  verify: '#7367F0',
  twoSteps: '#EA5455',
};

/** Our own flat illustration: a dashboard card, a chart and a shield, tinted per page. */
export function AuthIllustration({ kind }: { kind: IllustrationKind }) {
  const accent = ACCENT[kind];
  return (
    <svg className="auth-illustration" viewBox="0 0 520 420" role="img" aria-hidden="true">
      <ellipse cx="260" cy="380" rx="210" ry="22" fill="currentColor" opacity="0.07" />
      <rect x="70" y="70" width="300" height="210" rx="18" fill="var(--surface)" stroke="var(--border)" />
      <rect x="70" y="70" width="300" height="40" rx="18" fill={accent} opacity="0.14" />
      <circle cx="98" cy="90" r="6" fill={accent} />
      <circle cx="118" cy="90" r="6" fill={accent} opacity="0.5" />
      <rect x="96" y="132" width="120" height="12" rx="6" fill={accent} opacity="0.25" />
      <rect x="96" y="154" width="80" height="10" rx="5" fill="currentColor" opacity="0.12" />
      <path d="M96 250 L136 220 L170 232 L212 190 L250 208 L290 170 L340 186" fill="none" stroke={accent} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M96 250 L136 220 L170 232 L212 190 L250 208 L290 170 L340 186 L340 262 L96 262 Z" fill={accent} opacity="0.08" />
      <rect x="250" y="126" width="96" height="30" rx="15" fill={accent} />
      <rect x="268" y="137" width="60" height="8" rx="4" fill="#fff" opacity="0.9" />
      <g transform="translate(330 200)">
        <rect width="140" height="150" rx="20" fill="var(--surface)" stroke="var(--border)" />
        <path d="M70 30 L108 44 V78 C108 102 92 118 70 126 C48 118 32 102 32 78 V44 Z" fill={accent} opacity="0.9" />
        <path d="M55 78 L66 89 L88 66" fill="none" stroke="#fff" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      </g>
      <g transform="translate(40 250)">
        <rect width="120" height="96" rx="18" fill="var(--surface)" stroke="var(--border)" />
        <circle cx="38" cy="40" r="18" fill={accent} opacity="0.2" />
        <circle cx="38" cy="36" r="7" fill={accent} />
        <path d="M24 54 C28 46 48 46 52 54" fill={accent} />
        <rect x="64" y="30" width="40" height="8" rx="4" fill="currentColor" opacity="0.15" />
        <rect x="64" y="46" width="28" height="8" rx="4" fill="currentColor" opacity="0.1" />
        <rect x="18" y="70" width="84" height="10" rx="5" fill={accent} opacity="0.3" />
      </g>
      <circle cx="430" cy="90" r="28" fill={accent} opacity="0.15" />
      <circle cx="60" cy="60" r="12" fill={accent} opacity="0.2" />
      <circle cx="470" cy="170" r="8" fill={accent} opacity="0.35" />
    </svg>
  );
}
