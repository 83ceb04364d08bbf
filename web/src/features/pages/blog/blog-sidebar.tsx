import { Card, Icon, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { featherIcon } from '../shared/feather-icon';
import { formatDate } from '../shared/format-date';
import { BlogSidebarQuery } from './blog-documents';

/** Search, recent posts and categories; search and category lead to the list with those filters in the URL. */
export function BlogSidebar({ q = '', onSearch }: { q?: string; onSearch?: (q: string) => void }) {
  const { t, i18n } = useTranslation('pages');
  const navigate = useNavigate();
  const [draft, setDraft] = useState(q);
  const { data } = useQuery(BlogSidebarQuery);
  const sidebar = data?.blogSidebar;
  return (
    <aside className="blog-sidebar">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          if (!onSearch) navigate(`/pages/blog/list?q=${encodeURIComponent(draft)}`);
        }}
      >
        <InputGroup
          leftIcon="search"
          type="search"
          value={onSearch ? q : draft}
          onValueChange={(value) => (onSearch ? onSearch(value) : setDraft(value))}
          placeholder={t('blog.search')}
          aria-label={t('blog.search')}
          data-testid="blog-search"
        />
      </form>
      <Card className="card">
        <h3 className="section-title">{t('blog.recentPosts')}</h3>
        <ul className="recent-posts">
          {sidebar?.recentPosts.map((post) => (
            <li key={post.id}>
              <img src={post.img} alt="" width={96} height={64} />
              <div>
                <Link to={`/pages/blog/detail/${post.id}`}>{post.title}</Link>
                <span className="text-muted">{formatDate(post.createdTime, i18n.language)}</span>
              </div>
            </li>
          ))}
        </ul>
      </Card>
      <Card className="card">
        <h3 className="section-title">{t('blog.categories')}</h3>
        <ul className="blog-categories">
          {sidebar?.categories.map((c) => (
            <li key={c.value}>
              <Link to={`/pages/blog/list?category=${c.value}`}>
                <span className={`blog-categories__icon blog-cat--${c.value}`}>
                  <Icon icon={featherIcon(c.icon)} size={14} />
                </span>
                {c.category}
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </aside>
  );
}
