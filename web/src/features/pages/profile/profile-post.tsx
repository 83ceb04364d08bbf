import { Button, Card } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { ProfilePostFieldsFragment } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { toast } from '../../../lib/toaster';
import { formatDate } from '../shared/format-date';
import { LikePostMutation } from './profile-documents';

/** A post with its picture, likers, like toggle (optimistic) and comments. */
export function ProfilePost({ post }: { post: ProfilePostFieldsFragment }) {
  const { t, i18n } = useTranslation('pages');
  const [like] = useMutation(LikePostMutation);

  async function toggleLike() {
    const optimistic = {
      __typename: 'ProfilePost' as const,
      id: post.id,
      youLiked: !post.youLiked,
      likes: post.likes + (post.youLiked ? -1 : 1),
      likedCount: post.likedCount,
      likedUsers: post.likedUsers,
    };
    try {
      await like({
        variables: { id: post.id },
        optimisticResponse: { likePost: optimistic },
      });
    } catch {
      toast.error(t('profile.likeFailed'));
    }
  }

  return (
    <Card className="card profile-post" data-testid="profile-post">
      <header className="profile-post__head">
        <Avatar src={post.avatar} name={post.username} size={40} />
        <div>
          <strong>{post.username}</strong>
          <div className="text-muted">{formatDate(post.postTime, i18n.language, true)}</div>
        </div>
      </header>
      <p>{post.postText}</p>
      {post.postImg ? <img className="profile-post__img" src={post.postImg} alt="" /> : null}
      <div className="profile-post__stats">
        <Button
          variant="minimal"
          icon="heart"
          intent={post.youLiked ? 'danger' : 'none'}
          aria-pressed={post.youLiked}
          text={String(post.likes)}
          aria-label={t(post.youLiked ? 'profile.unlike' : 'profile.like', { count: post.likes })}
          onClick={() => void toggleLike()}
          data-testid="profile-like"
        />
        <span className="avatar-stack" aria-label={t('profile.likedBy', { count: post.likes })}>
          {post.likedUsers.slice(0, 5).map((u, i) => (
            <Avatar key={`${u.username}-${i}`} src={u.avatar} name={u.username} size={26} />
          ))}
          {post.likedCount > 0 ? <span className="avatar-stack__more">+{post.likedCount}</span> : null}
        </span>
        <span className="profile-post__counts text-muted">
          {t('profile.commentsCount', { count: post.comments })} · {t('profile.shares', { count: post.share })}
        </span>
      </div>
      {post.detailedComments.length ? (
        <ul className="profile-comments">
          {post.detailedComments.map((c) => (
            <li key={c.id}>
              <Avatar src={c.avatar} name={c.username} size={32} />
              <div>
                <strong>{c.username}</strong>
                <p>{c.comment}</p>
              </div>
              <span className={`profile-comments__likes ${c.youLiked ? 'is-liked' : ''}`}>♥ {c.commentsLikes}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
