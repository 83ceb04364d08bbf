import { Card, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/avatar';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { Tag } from '../../../components/tag';
import { formatDate } from '../shared/format-date';
import { htmlToLine } from '../../../lib/html-text';
import { useUrlListState } from '../../../lib/url-state';
import { BlogListQuery } from './blog-documents';
import { BLOG_LIST, blogListVariables } from './blog-list-state';
import { BlogSidebar } from './blog-sidebar';
import '../pages.css';


/** Blog list: posts as cards (server title search, category filter), with the sidebar; filters live in the URL. */
export default function BlogListPage() {
  const { t, i18n } = useTranslation('pages');
  const list = useUrlListState(BLOG_LIST);
  const { category } = list.state;
  const { data, previousData, loading, error, refetch } = useQuery(BlogListQuery, { variables: blogListVariables(list.state) });
  const posts = ((data ?? previousData)?.blogPosts ?? []).filter((p) => !category || p.categories.some((c) => c === category));

  return (
    <div className="page">
      <PageHeader title={t('pages.blogList.title')} />
      <div className="blog-layout">
        <section>
          {category ? (
            <div className="filter-chips">
              <Tag large round interactive onRemove={() => list.update({ category: '' }, { replace: true })} intent="primary" minimal>
                {t('blog.categoryFilter', { category: t(`blog.categoryNames.${category}`) })}
              </Tag>
            </div>
          ) : null}
          {error && !data ? (
            <ErrorState error={error} onRetry={() => void refetch()} />
          ) : loading && !posts.length ? (
            <LoadingState />
          ) : posts.length === 0 ? (
            <Card className="card">
              <EmptyState title={t('blog.emptyTitle')} description={t('blog.emptyText')} />
            </Card>
          ) : (
            <div className="blog-grid" data-testid="blog-list">
              {posts.map((post) => (
                <Card key={post.id} className="card card--flush blog-card" data-testid="blog-card">
                  <Link to={`/pages/blog/detail/${post.id}`} className="blog-card__img" tabIndex={-1} aria-hidden="true">
                    <img src={post.img} alt="" />
                  </Link>
                  <div className="blog-card__body">
                    <h2 className="blog-card__title">
                      <Link to={`/pages/blog/detail/${post.id}`}>{post.title}</Link>
                    </h2>
                    <div className="blog-meta">
                      <Avatar src={post.avatar} name={post.userFullName} size={28} />
                      <span>
                        <span className="text-muted">{t('blog.by')}</span> {post.userFullName}
                      </span>
                      <span className="blog-meta__sep" aria-hidden="true">|</span>
                      <span className="text-muted">{formatDate(post.blogPosted, i18n.language)}</span>
                    </div>
                    <div className="tag-row">
                      {post.tags.map((tag, i) => (
                        <Tag key={tag} minimal round className={`blog-cat--${post.categories[i] ?? 'tips'}`}>
                          {tag}
                        </Tag>
                      ))}
                    </div>
                    <p className="blog-card__excerpt">{htmlToLine(post.excerpt)}</p>
                    <div className="blog-card__foot">
                      <Link to={`/pages/blog/detail/${post.id}#comments`} className="text-muted">
                        <Icon icon="comment" size={14} /> {t('blog.comments', { count: post.comment })}
                      </Link>
                      <Link to={`/pages/blog/detail/${post.id}`}>{t('blog.readMore')}</Link>
                    </div>
                  </div>
                </Card>
              ))}
            </div>
          )}
        </section>
        <BlogSidebar q={list.search.text} onSearch={list.search.setText} />
      </div>
    </div>
  );
}
