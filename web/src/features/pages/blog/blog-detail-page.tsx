import { AnchorButton, Button, Card, FormGroup, TextArea } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { Tag } from '../../../components/tag';
import { toast } from '../../../lib/toaster';
import { formatDate } from '../shared/format-date';
import { SafeHtml } from '../../../components/safe-html';
import { AddBlogCommentMutation, BlogPostQuery, ToggleBlogBookmarkMutation } from './blog-documents';
import { BlogSidebar } from './blog-sidebar';
import '../pages.css';

/** A post (the newest without an id): sanitized content, share links, bookmark toggle and comments. */
export default function BlogDetailPage() {
  const { t, i18n } = useTranslation('pages');
  const { id } = useParams();
  const { data, loading, error, refetch } = useQuery(BlogPostQuery, { variables: { id: id ?? null } });
  const [toggleBookmark] = useMutation(ToggleBlogBookmarkMutation);
  const [addComment, { loading: sending }] = useMutation(AddBlogCommentMutation);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const post = data?.blogPost;

  async function bookmark() {
    if (!post) return;
    try {
      // The outcome is certain, so the star flips at once; Apollo rolls back if the server refuses.
      const optimistic = { __typename: 'BlogPost' as const, id: post.id, bookmarked: !post.bookmarked };
      await toggleBookmark({ variables: { id: post.id }, optimisticResponse: { toggleBlogBookmark: optimistic } });
    } catch {
      toast.error(t('blog.bookmarkFailed'));
    }
  }

  async function submitComment(event: FormEvent) {
    event.preventDefault();
    if (!post) return;
    const text = comment.trim();
    if (text.length < 2 || text.length > 1000) {
      setCommentError(t('blog.commentLength'));
      return;
    }
    setCommentError(null);
    try {
      await addComment({ variables: { id: post.id, text } });
      setComment('');
      toast.success(t('blog.commentAdded'));
    } catch {
      toast.error(t('blog.commentFailed'));
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toast.success(t('blog.linkCopied'));
    } catch {
      toast.error(t('blog.copyFailed'));
    }
  }

  const url = encodeURIComponent(window.location.href);
  return (
    <div className="page">
      <PageHeader title={t('pages.blogDetail.title')} />
      <div className="blog-layout">
        <section>
          {error ? (
            <ErrorState error={error} onRetry={() => void refetch()} />
          ) : loading || !post ? (
            <LoadingState />
          ) : (
            <>
              <Card className="card card--flush blog-post" data-testid="blog-post">
                <img className="blog-post__cover" src={post.img} alt="" />
                <div className="blog-post__body">
                  <h1 className="blog-post__title">{post.title}</h1>
                  <div className="blog-meta">
                    <Avatar src={post.avatar} name={post.userFullName} size={32} />
                    <span>
                      <span className="text-muted">{t('blog.by')}</span> {post.userFullName}
                    </span>
                    <span className="blog-meta__sep" aria-hidden="true">|</span>
                    <span className="text-muted">{formatDate(post.createdTime, i18n.language)}</span>
                  </div>
                  <div className="tag-row">
                    {post.tags.map((tag) => (
                      <Tag key={tag} minimal round intent="primary">
                        {tag}
                      </Tag>
                    ))}
                  </div>
                  <SafeHtml html={post.content} profile="article" className="rich-text blog-post__content" />
                  <div className="blog-post__actions">
                    <span className="text-muted">
                      {t('blog.comments', { count: post.comment })}
                    </span>
                    <div className="blog-post__share">
                      <Button
                        variant="minimal"
                        icon={post.bookmarked ? 'star' : 'star-empty'}
                        intent={post.bookmarked ? 'warning' : 'none'}
                        aria-pressed={post.bookmarked}
                        text={post.bookmarked ? t('blog.bookmarked') : t('blog.bookmark')}
                        onClick={() => void bookmark()}
                        data-testid="blog-bookmark"
                      />
                      <Button variant="minimal" icon="link" text={t('blog.copyLink')} onClick={() => void copyLink()} />
                      <AnchorButton variant="minimal" icon="share" text="Telegram" href={`https://t.me/share/url?url=${url}`} target="_blank" rel="noopener noreferrer" />
                      <AnchorButton variant="minimal" icon="share" text="VK" href={`https://vk.com/share.php?url=${url}`} target="_blank" rel="noopener noreferrer" />
                    </div>
                  </div>
                  <div className="blog-post__edit">
                    <Link to={`/pages/blog/edit/${post.id}`} className="bp6-button bp6-outlined">
                      {t('blog.edit')}
                    </Link>
                  </div>
                </div>
              </Card>

              <section id="comments" className="blog-comments">
                <h2 className="section-title">{t('blog.commentsTitle', { count: post.comments.length })}</h2>
                {post.comments.map((c) => (
                  <Card key={c.id} className="card blog-comment">
                    <Avatar src={c.avatar} name={c.userFullName} size={40} />
                    <div>
                      <strong>{c.userFullName}</strong>
                      <span className="text-muted"> · {formatDate(c.commentedAt, i18n.language, true)}</span>
                      <p>{c.commentText}</p>
                    </div>
                  </Card>
                ))}
                <Card className="card">
                  <form onSubmit={(e) => void submitComment(e)} noValidate>
                    <FormGroup label={t('blog.leaveComment')} labelFor="blog-comment" helperText={commentError ?? undefined} intent={commentError ? 'danger' : 'none'}>
                      <TextArea id="blog-comment" fill rows={4} value={comment} onChange={(e) => setComment(e.currentTarget.value)} intent={commentError ? 'danger' : 'none'} data-testid="blog-comment-input" />
                    </FormGroup>
                    <Button type="submit" intent="primary" loading={sending} text={t('blog.postComment')} data-testid="blog-comment-submit" />
                  </form>
                </Card>
              </section>
            </>
          )}
        </section>
        <BlogSidebar />
      </div>
    </div>
  );
}
