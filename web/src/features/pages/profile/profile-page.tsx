import { Card, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { formatDate } from '../shared/format-date';
import { ProfileQuery } from './profile-documents';
import { ProfilePoll } from './profile-poll';
import { ProfilePost } from './profile-post';
import '../pages.css';

/** The social profile (spec section 3): header, about, suggested pages, feeds, posts, photos, suggestions, poll. */
export default function ProfilePage() {
  const { t, i18n } = useTranslation('pages');
  const { data, loading, error, refetch } = useQuery(ProfileQuery);
  const profile = data?.profile;
  return (
    <div className="page">
      <PageHeader title={t('pages.profile.title')} />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading || !profile ? (
        <LoadingState />
      ) : (
        <>
          <Card className="card card--flush profile-header">
            <img className="profile-header__cover" src={profile.header.coverImg} alt="" />
            <div className="profile-header__bar">
              <Avatar src={profile.header.avatar} name={profile.header.username} size={112} />
              <div className="profile-header__who">
                <h2>{profile.header.username}</h2>
                <span className="text-muted">{profile.header.designation}</span>
              </div>
              <nav className="profile-header__nav" aria-label={t('profile.sections')}>
                <a href="#profile-feed">{t('profile.feed')}</a>
                <a href="#profile-about">{t('profile.about')}</a>
                <a href="#profile-photos">{t('profile.photos')}</a>
                <a href="#profile-friends">{t('profile.friends')}</a>
              </nav>
            </div>
          </Card>
          <div className="profile-grid">
            <div className="profile-col">
              <Card className="card" id="profile-about">
                <h3 className="section-title">{t('profile.about')}</h3>
                <p>{profile.userAbout.about}</p>
                <dl className="about-list">
                  <dt>{t('profile.joined')}</dt>
                  <dd>{formatDate(profile.userAbout.joined, i18n.language)}</dd>
                  <dt>{t('profile.lives')}</dt>
                  <dd>{profile.userAbout.lives}</dd>
                  <dt>{t('profile.email')}</dt>
                  <dd>
                    <a href={`mailto:${profile.userAbout.email}`}>{profile.userAbout.email}</a>
                  </dd>
                  <dt>{t('profile.website')}</dt>
                  <dd>
                    <a href={profile.userAbout.website} target="_blank" rel="noopener noreferrer">
                      {profile.userAbout.website.replace(/^https?:\/\//, '')}
                    </a>
                  </dd>
                </dl>
              </Card>
              <Card className="card">
                <h3 className="section-title">{t('profile.suggestedPages')}</h3>
                <ul className="people-list">
                  {profile.suggestedPages.map((p) => (
                    <li key={p.id}>
                      <Avatar src={p.avatar} name={p.username} size={36} />
                      <div>
                        <strong>{p.username}</strong>
                        <span className="text-muted">{p.subtitle}</span>
                      </div>
                      <Icon icon={p.favorite ? 'star' : 'star-empty'} className={p.favorite ? 'is-favorite' : 'text-muted'} aria-label={p.favorite ? t('profile.favorite') : undefined} />
                    </li>
                  ))}
                </ul>
              </Card>
              <Card className="card">
                <h3 className="section-title">{t('profile.twitterFeeds')}</h3>
                <ul className="feed-list">
                  {profile.twitterFeeds.map((f) => (
                    <li key={f.id}>
                      <div className="feed-list__head">
                        <Avatar src={f.imgUrl} name={f.title} size={32} />
                        <strong>{f.title}</strong>
                        <Icon icon={f.favorite ? 'star' : 'star-empty'} className={f.favorite ? 'is-favorite' : 'text-muted'} />
                      </div>
                      <p>{f.desc}</p>
                      <span className="feed-list__tags">{f.tags}</span>
                    </li>
                  ))}
                </ul>
              </Card>
            </div>
            <div className="profile-col" id="profile-feed">
              {profile.posts.map((post) => (
                <ProfilePost key={post.id} post={post} />
              ))}
            </div>
            <div className="profile-col">
              <Card className="card" id="profile-photos">
                <h3 className="section-title">{t('profile.latestPhotos')}</h3>
                <div className="photo-grid">
                  {profile.latestPhotos.map((p) => (
                    <img key={p.id} src={p.img} alt="" />
                  ))}
                </div>
              </Card>
              <Card className="card" id="profile-friends">
                <h3 className="section-title">{t('profile.suggestions')}</h3>
                <ul className="people-list">
                  {profile.suggestions.map((s) => (
                    <li key={s.id}>
                      <Avatar src={s.avatar} name={s.name} size={36} />
                      <div>
                        <strong>{s.name}</strong>
                        <span className="text-muted">{s.mutualFriend}</span>
                      </div>
                    </li>
                  ))}
                </ul>
              </Card>
              <ProfilePoll question={profile.pollQuestion} options={profile.polls} />
            </div>
          </div>
        </>
      )}
    </div>
  );
}
