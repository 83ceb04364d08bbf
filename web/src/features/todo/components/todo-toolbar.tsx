import { Button, InputGroup, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_PARAMS, type SortParam } from '../task-meta';

const SEARCH_DELAY_MS = 300;

/** Search box (sent after a short pause, not per keystroke) and the sort menu over the list. */
export function TodoToolbar({ q, sort, onSearch, onSort, onOpenSidebar }: { q: string; sort: SortParam; onSearch: (q: string) => void; onSort: (sort: SortParam) => void; onOpenSidebar: () => void }) {
  const { t } = useTranslation('todo');
  const [text, setText] = useState(q);
  const sent = useRef(q);
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });

  // The URL may change under us (Back, a link): the box follows it, but not when the change is
  // our own search arriving, which would overwrite what was typed meanwhile.
  useEffect(() => {
    if (q === sent.current) return;
    sent.current = q;
    setText(q);
  }, [q]);

  useEffect(() => {
    const value = text.trim();
    if (value === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = value;
      search.current(value);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className="todo-toolbar">
      <Button className="todo-toolbar__menu" variant="minimal" icon="menu" aria-label={t('sidebar.open')} onClick={onOpenSidebar} />
      <InputGroup
        className="todo-toolbar__search"
        leftIcon="search"
        type="search"
        value={text}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        onValueChange={setText}
        data-testid="todo-search"
      />
      <PopoverNext
        placement="bottom-end"
        content={
          <Menu aria-label={t('sort.label')}>
            {SORT_PARAMS.map((value) => (
              <MenuItem key={value} roleStructure="listoption" text={t(`sort.${value}`)} selected={value === sort} onClick={() => onSort(value)} data-sort={value} />
            ))}
          </Menu>
        }
      >
        <Button variant="minimal" icon="sort" endIcon="caret-down" text={t(`sort.${sort}`)} aria-label={t('sort.label')} data-testid="todo-sort" />
      </PopoverNext>
    </div>
  );
}
