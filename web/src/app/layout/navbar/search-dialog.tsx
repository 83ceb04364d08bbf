import { Dialog, Icon, InputGroup, Spinner, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { NavbarSearchQuery as NavbarSearchResult } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { toast } from '../../../lib/toaster';
import { NavbarSearchQuery } from '../../search/documents';
import { useDebounced } from './use-debounced';

type Group = NavbarSearchResult['search'][number];
type Item = Group['data'][number];

const GROUP_KEYS = { Pages: 'search.pages', Files: 'search.files', Contacts: 'search.contacts' } as const satisfies Record<Group['groupTitle'], string>;

/**
 * The navbar search's dialog (spec section 2): groups Pages, Files and Contacts with at most 4 entries each (the
 * server's limit), arrows move, Enter opens. The query starts afresh each time it opens.
 */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [cursor, setCursor] = useState(0);
  const debounced = useDebounced(q, 150);
  const listRef = useRef<HTMLDivElement>(null);

  const { data, loading, previousData } = useQuery(NavbarSearchQuery, { variables: { q: debounced }, skip: !open });
  const groups = (data ?? previousData)?.search ?? [];
  const flat = useMemo(() => groups.flatMap((g) => g.data), [groups]);

  useEffect(() => setCursor(0), [debounced]);
  useEffect(() => {
    listRef.current?.querySelector('[data-active="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [cursor]);

  const close = useCallback(() => {
    onClose();
    setQ('');
  }, [onClose]);

  const choose = (item: Item) => {
    close();
    if (item.__typename === 'SearchPage') navigate(item.link);
    else if (item.__typename === 'SearchContact') navigate('/apps/email');
    else if (item.__typename === 'SearchFile') toast.info(t('search.fileOpened', { title: item.title }));
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setCursor((c) => (flat.length === 0 ? 0 : (c + 1) % flat.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setCursor((c) => (flat.length === 0 ? 0 : (c - 1 + flat.length) % flat.length));
    } else if (event.key === 'Enter' && flat[cursor]) {
      event.preventDefault();
      choose(flat[cursor]);
    }
  };

  let index = -1;
  return (
    <Dialog isOpen={open} onClose={close} className="search-dialog" aria-label={t('search.open')}>
      <div className="search-dialog__input" onKeyDown={onKeyDown}>
        <InputGroup
          autoFocus
          large
          leftIcon="search"
          rightElement={loading ? <Spinner size={16} /> : <kbd className="kbd">Esc</kbd>}
          placeholder={t('search.placeholder')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          data-testid="search-input"
          role="combobox"
          aria-expanded
          aria-controls="search-results"
        />
      </div>
      <div className="search-dialog__results" id="search-results" role="listbox" ref={listRef}>
        {groups.every((g) => g.data.length === 0) && !loading ? (
          <div className="search-dialog__empty">
            <Icon icon="search" size={28} />
            <span>{t('search.noResults', { q })}</span>
          </div>
        ) : null}
        {groups
          .filter((g) => g.data.length > 0)
          .map((group) => (
            <section key={group.groupTitle} className="search-group" data-group={group.groupTitle}>
              <h6 className="search-group__title">{t(GROUP_KEYS[group.groupTitle])}</h6>
              {group.data.map((item) => {
                index += 1;
                const active = index === cursor;
                const position = index;
                return (
                  <div
                    key={`${item.__typename}-${item.title}`}
                    role="option"
                    aria-selected={active}
                    data-active={active}
                    className={`search-item${active ? ' search-item--active' : ''}`}
                    onMouseEnter={() => setCursor(position)}
                    onClick={() => choose(item)}
                  >
                    <SearchItemBody item={item} />
                  </div>
                );
              })}
            </section>
          ))}
      </div>
      <footer className="search-dialog__footer">
        <span><kbd className="kbd">↑</kbd><kbd className="kbd">↓</kbd> {t('search.hintMove')}</span>
        <span><kbd className="kbd">Enter</kbd> {t('search.hintOpen')}</span>
        <span><kbd className="kbd">Ctrl</kbd>+<kbd className="kbd">K</kbd> {t('search.hintShortcut')}</span>
      </footer>
    </Dialog>
  );
}

function SearchItemBody({ item }: { item: Item }) {
  if (item.__typename === 'SearchPage') {
    return (
      <>
        <span className="search-item__icon"><Icon icon={item.icon as IconName} size={16} /></span>
        <span className="search-item__title">{item.title}</span>
        <span className="search-item__meta">{item.link}</span>
      </>
    );
  }
  if (item.__typename === 'SearchFile') {
    return (
      <>
        <img className="search-item__file" src={item.file} alt="" width={28} height={28} />
        <span className="search-item__text">
          <span className="search-item__title">{item.title}</span>
          <span className="search-item__sub">{item.by}</span>
        </span>
        <span className="search-item__meta">{item.size}</span>
      </>
    );
  }
  if (item.__typename === 'SearchContact') {
    return (
      <>
        <Avatar src={item.img} name={item.title} size={28} />
        <span className="search-item__text">
          <span className="search-item__title">{item.title}</span>
          <span className="search-item__sub">{item.email}</span>
        </span>
        <span className="search-item__meta">{item.date}</span>
      </>
    );
  }
  return null;
}
