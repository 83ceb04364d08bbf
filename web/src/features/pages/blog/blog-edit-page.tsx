import { Button, Card, FormGroup, HTMLSelect, InputGroup, MenuItem, TextArea } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { BlogCategory, BlogStatus, BlogEditQuery as BlogEditData } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { toast } from '../../../lib/toaster';
import { formatDate } from '../shared/format-date';
import { BlogEditQuery, UpdateBlogPostMutation } from './blog-documents';
import '../pages.css';

const CATEGORIES: BlogCategory[] = ['productivity', 'team', 'updates', 'cases', 'tips', 'security'];
const STATUSES: BlogStatus[] = ['Published', 'Pending', 'Draft'];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const IMAGE = /^(\/images\/[\w./-]+|https?:\/\/\S+)$/;
const GALLERY = Array.from({ length: 10 }, (_, i) => `/images/blog/${i + 1}.svg`);

type Post = BlogEditData['blogEdit'];
type Key = 'title' | 'slug' | 'categories' | 'excerpt' | 'featuredImage';

function EditForm({ post }: { post: Post }) {
  const { t, i18n } = useTranslation('pages');
  const [form, setForm] = useState({ title: post.title, slug: post.slug, categories: post.categories, status: post.status, excerpt: post.excerpt, featuredImage: post.featuredImage });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [save, { loading }] = useMutation(UpdateBlogPostMutation);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const e: Partial<Record<Key, string>> = {};
    if (form.title.trim().length < 3 || form.title.length > 160) e.title = t('blogEdit.errors.title');
    if (!SLUG.test(form.slug) || form.slug.length > 120) e.slug = t('blogEdit.errors.slug');
    if (form.categories.length === 0) e.categories = t('blogEdit.errors.categories');
    if (!form.excerpt.trim() || form.excerpt.length > 2000) e.excerpt = t('blogEdit.errors.excerpt');
    if (!IMAGE.test(form.featuredImage)) e.featuredImage = t('blogEdit.errors.image');
    setErrors(e);
    if (Object.keys(e).length) return;
    try {
      await save({ variables: { id: post.id, input: { ...form, title: form.title.trim() } } });
      toast.success(t('blogEdit.saved'));
    } catch (error) {
      const message = error instanceof Error ? error.message : t('blogEdit.saveFailed');
      if (/slug/i.test(message)) setErrors({ slug: message });
      toast.error(message);
    }
  }

  const label = (c: BlogCategory) => t(`blog.categoryNames.${c}`);
  return (
    <Card className="card blog-edit">
      <div className="blog-meta">
        <Avatar src={post.avatar} name={post.userFullName} size={40} />
        <div>
          <strong>{post.userFullName}</strong>
          <div className="text-muted">{formatDate(post.createdTime, i18n.language)}</div>
        </div>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="blog-edit-form">
        <div className="form-grid">
          <FormGroup label={t('blogEdit.title')} labelFor="be-title" helperText={errors.title} intent={errors.title ? 'danger' : 'none'}>
            <InputGroup id="be-title" value={form.title} onValueChange={(v) => setForm((f) => ({ ...f, title: v }))} intent={errors.title ? 'danger' : 'none'} />
          </FormGroup>
          <FormGroup label={t('blogEdit.slug')} labelFor="be-slug" helperText={errors.slug ?? t('blogEdit.slugHint')} intent={errors.slug ? 'danger' : 'none'}>
            <InputGroup id="be-slug" value={form.slug} onValueChange={(v) => setForm((f) => ({ ...f, slug: v }))} intent={errors.slug ? 'danger' : 'none'} />
          </FormGroup>
          <FormGroup label={t('blogEdit.categories')} labelFor="be-categories" helperText={errors.categories} intent={errors.categories ? 'danger' : 'none'}>
            <MultiSelect<BlogCategory>
              items={CATEGORIES}
              selectedItems={form.categories}
              itemPredicate={(query, c) => label(c).toLowerCase().includes(query.toLowerCase())}
              itemRenderer={(c, { handleClick, modifiers }) =>
                modifiers.matchesPredicate ? (
                  <MenuItem key={c} text={label(c)} onClick={handleClick} active={modifiers.active} roleStructure="listoption" selected={form.categories.includes(c)} />
                ) : null
              }
              onItemSelect={(c) => setForm((f) => ({ ...f, categories: f.categories.includes(c) ? f.categories.filter((x) => x !== c) : [...f.categories, c] }))}
              onRemove={(c) => setForm((f) => ({ ...f, categories: f.categories.filter((x) => x !== c) }))}
              tagRenderer={label}
              tagInputProps={{ inputProps: { id: 'be-categories' }, intent: errors.categories ? 'danger' : 'none' }}
              popoverProps={{ minimal: true, matchTargetWidth: true }}
              placeholder={t('blogEdit.chooseCategories')}
              resetOnSelect
              fill
            />
          </FormGroup>
          <FormGroup label={t('blogEdit.status')} labelFor="be-status">
            <HTMLSelect id="be-status" fill value={form.status} onChange={(e) => setForm((f) => ({ ...f, status: STATUSES.find((s) => s === e.currentTarget.value) ?? f.status }))} options={STATUSES.map((s) => ({ value: s, label: t(`blogEdit.statuses.${s}`) }))} />
          </FormGroup>
        </div>
        <FormGroup label={t('blogEdit.excerpt')} labelFor="be-excerpt" helperText={errors.excerpt ?? t('blogEdit.excerptHint')} intent={errors.excerpt ? 'danger' : 'none'}>
          <TextArea id="be-excerpt" fill rows={5} value={form.excerpt} onChange={(e) => setForm((f) => ({ ...f, excerpt: e.currentTarget.value }))} intent={errors.excerpt ? 'danger' : 'none'} />
        </FormGroup>
        <FormGroup label={t('blogEdit.featuredImage')} labelFor="be-image" helperText={errors.featuredImage ?? t('blogEdit.imageHint')} intent={errors.featuredImage ? 'danger' : 'none'}>
          <div className="featured-image">
            <img src={form.featuredImage} alt="" className="featured-image__preview" />
            <div className="featured-image__controls">
              <InputGroup id="be-image" value={form.featuredImage} onValueChange={(v) => setForm((f) => ({ ...f, featuredImage: v }))} intent={errors.featuredImage ? 'danger' : 'none'} />
              <div className="featured-image__gallery" role="radiogroup" aria-label={t('blogEdit.gallery')}>
                {GALLERY.map((src, index) => (
                  <button key={src} type="button" role="radio" aria-checked={form.featuredImage === src} aria-label={t('blogEdit.imageOption', { number: index + 1 })} className={form.featuredImage === src ? 'is-active' : ''} onClick={() => setForm((f) => ({ ...f, featuredImage: src }))}>
                    <img src={src} alt="" />
                  </button>
                ))}
              </div>
            </div>
          </div>
        </FormGroup>
        <div className="form-actions">
          <Button type="submit" intent="primary" loading={loading} text={t('blogEdit.save')} data-testid="blog-edit-save" />
          <Link to={`/pages/blog/detail/${post.id}`} className="bp6-button bp6-outlined">
            {t('blogEdit.cancel')}
          </Link>
        </div>
      </form>
    </Card>
  );
}

/** Edits a post (the newest without an id) and saves it with updateBlogPost; the detail page shares the cache entry. */
export default function BlogEditPage() {
  const { t } = useTranslation('pages');
  const { id } = useParams();
  const { data, loading, error, refetch } = useQuery(BlogEditQuery, { variables: { id: id ?? null } });
  const post = data?.blogEdit;
  return (
    <div className="page">
      <PageHeader title={t('pages.blogEdit.title')} />
      {error ? <ErrorState error={error} onRetry={() => void refetch()} /> : loading || !post ? <LoadingState /> : <EditForm key={post.id} post={post} />}
    </div>
  );
}
