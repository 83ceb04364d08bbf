export type MiscKind = 'coming-soon' | 'not-authorized' | 'maintenance' | 'error';

/** Our own flat drawings: a rocket, a lock, a gear and a broken page. */
export function MiscIllustration({ kind }: { kind: MiscKind }) {
  return (
    <svg className="misc__art" viewBox="0 0 400 260" role="img" aria-hidden="true">
      <ellipse cx="200" cy="236" rx="150" ry="14" fill="currentColor" opacity="0.07" />
      <circle cx="200" cy="122" r="100" fill="var(--primary)" opacity="0.08" />
      {kind === 'coming-soon' ? (
        <g>
          <path d="M200 40 C232 64 244 104 236 150 H164 C156 104 168 64 200 40 Z" fill="var(--primary)" />
          <circle cx="200" cy="100" r="16" fill="var(--surface)" />
          <path d="M164 150 L140 182 L172 170 Z M236 150 L260 182 L228 170 Z" fill="var(--primary)" opacity="0.7" />
          <path d="M184 160 Q200 214 216 160 Z" fill="#FF9F43" />
        </g>
      ) : null}
      {kind === 'not-authorized' ? (
        <g>
          <path d="M160 110 V84 A40 40 0 0 1 240 84 V110" fill="none" stroke="var(--primary)" strokeWidth="14" strokeLinecap="round" />
          <rect x="140" y="104" width="120" height="100" rx="18" fill="var(--primary)" />
          <circle cx="200" cy="146" r="13" fill="var(--surface)" />
          <rect x="194" y="150" width="12" height="28" rx="6" fill="var(--surface)" />
        </g>
      ) : null}
      {kind === 'maintenance' ? (
        <g fill="var(--primary)">
          <path d="M200 58 l14 4 4 16 14 8 15-6 10 10-6 15 8 14 16 4v14l-16 4-8 14 6 15-10 10-15-6-14 8-4 16h-14l-4-16-14-8-15 6-10-10 6-15-8-14-16-4v-14l16-4 8-14-6-15 10-10 15 6 14-8 4-16z" />
          <circle cx="200" cy="133" r="28" fill="var(--surface)" />
          <rect x="262" y="170" width="70" height="14" rx="7" transform="rotate(-40 262 170)" fill="#FF9F43" />
        </g>
      ) : null}
      {kind === 'error' ? (
        <g>
          <path d="M140 50 H234 L262 78 V206 H140 Z" fill="var(--surface)" stroke="var(--primary)" strokeWidth="6" strokeLinejoin="round" />
          <path d="M234 50 V78 H262" fill="none" stroke="var(--primary)" strokeWidth="6" strokeLinejoin="round" />
          <text x="201" y="160" textAnchor="middle" fontSize="54" fontWeight="700" fill="var(--primary)">404</text>
          <path d="M140 120 L170 132 L152 146 L180 158" fill="none" stroke="#EA5455" strokeWidth="5" strokeLinecap="round" />
        </g>
      ) : null}
    </svg>
  );
}
