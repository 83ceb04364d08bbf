/** A round avatar: the image when there is one, the initials on a tinted disc otherwise. */
export function Avatar({ src, name, size = 36, status }: { src?: string | null; name: string; size?: number; status?: 'online' | 'offline' | 'busy' | 'away' }) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: size * 0.38 }}>
      {src ? <img src={src} alt="" width={size} height={size} /> : <span className="avatar__initials">{initials || '?'}</span>}
      {status ? <span className={`avatar__status avatar__status--${status}`} /> : null}
    </span>
  );
}
