import { Avatar } from '../../../components/avatar';

/** The shared avatar with one of six tints picked by id, so neighbouring initials are told apart. */
export function UserAvatar({ id, name, src, size = 38 }: { id: string; name: string; src?: string | null; size?: number }) {
  return (
    <span className={`user-avatar user-avatar--tone-${Number(id) % 6}`}>
      <Avatar src={src} name={name} size={size} />
    </span>
  );
}
