import { Button, Card, Icon, InputGroup, SegmentedControl } from '@blueprintjs/core';
import { IconNames, type IconName } from '@blueprintjs/icons';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { EmptyState } from '../../../components/states';
import { toast } from '../../../lib/toaster';
import { page as pageParam, text, useUrlListState } from '../../../lib/url-state';
import { copyText } from '../components/extensions/clipboard-demo';
import { Pagination } from '../components/pagination';
import '../demo.css';

/** Every Blueprint icon name once (IconNames also lists aliases of the same icon). */
const ALL_ICONS: IconName[] = [...new Set(Object.values(IconNames))].sort();
const PER_PAGE = 96;
const ICON_LIST = { q: text('q'), page: pageParam() };

/** /icons: a searchable, paged grid of Blueprint icons; the search and page live in the URL; click copies the name. */
export default function IconsPage() {
  const { t } = useTranslation('demo');
  const list = useUrlListState(ICON_LIST);
  const query = list.search.text;
  const [size, setSize] = useState<'16' | '20'>('20');
  const [copied, setCopied] = useState<IconName | null>(null);

  const matches = useMemo(() => {
    const words = list.state.q.toLowerCase().split(/[\s-]+/).filter(Boolean);
    return words.length === 0 ? ALL_ICONS : ALL_ICONS.filter((name) => words.every((word) => name.includes(word)));
  }, [list.state.q]);
  const pages = Math.max(1, Math.ceil(matches.length / PER_PAGE));
  const page = Math.min(pages, list.state.page);
  const visible = matches.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  async function copy(name: IconName) {
    if (await copyText(name)) {
      setCopied(name);
      toast.success(t('icons.copied', { name }));
    } else {
      toast.error(t('extensions.clipboard.failed'));
    }
  }

  return (
    <div className="page demo-page">
      <PageHeader title={t('pages.icons.title')} />
      <Card className="card icons-toolbar">
        <InputGroup
          className="icons-toolbar__search"
          type="search"
          leftIcon="search"
          size="large"
          value={query}
          onValueChange={list.search.setText}
          placeholder={t('icons.search', { count: ALL_ICONS.length })}
          aria-label={t('icons.searchLabel')}
          data-testid="demo-icons-search"
        />
        <SegmentedControl
          aria-label={t('icons.size')}
          value={size}
          onValueChange={(value) => setSize(value === '16' ? '16' : '20')}
          options={[
            { value: '16', label: '16px' },
            { value: '20', label: '20px' },
          ]}
        />
        <span className="icons-toolbar__count text-muted" data-testid="demo-icons-count" aria-live="polite">
          {t('icons.count', { count: matches.length })}
        </span>
      </Card>
      {visible.length === 0 ? (
        <Card className="card">
          <EmptyState title={t('icons.emptyTitle')} description={t('icons.emptyText', { query })} action={<Button text={t('icons.clear')} onClick={list.clearFilters} />} />
        </Card>
      ) : (
        <ul className="icons-grid" data-testid="demo-icons-grid">
          {visible.map((name) => (
            <li key={name}>
              <button type="button" className={`icon-tile${copied === name ? ' icon-tile--copied' : ''}`} onClick={() => void copy(name)} title={t('icons.copyHint')} data-icon-name={name}>
                <Icon icon={copied === name ? 'tick' : name} size={Number(size)} />
                <span className="icon-tile__name">{name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="icons-pager">
          <Pagination page={page} total={pages} onChange={(p) => list.update({ page: p }, { replace: true })} />
        </div>
      ) : null}
    </div>
  );
}
