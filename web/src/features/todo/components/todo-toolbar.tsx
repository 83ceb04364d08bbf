import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { SearchInput } from '../../../components/search-input';
import type { TodoList } from '../hooks/use-todo-params';
import { SORT_PARAMS } from '../task-meta';

/** Search box (sent after a short pause, not per keystroke) and the sort menu over the list. */
export function TodoToolbar({ list, onOpenSidebar }: { list: TodoList; onOpenSidebar: () => void }) {
  const { t } = useTranslation('todo');
  const { sort } = list.state;

  return (
    <div className="todo-toolbar">
      <Button className="todo-toolbar__menu" variant="minimal" icon="menu" aria-label={t('sidebar.open')} onClick={onOpenSidebar} />
      <SearchInput
        className="todo-toolbar__search"
        value={list.search.text}
        onValueChange={list.search.setText}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        testId="todo-search"
      />
      <PopoverNext
        placement="bottom-end"
        content={
          <Menu aria-label={t('sort.label')}>
            {SORT_PARAMS.map((value) => (
              <MenuItem key={value} roleStructure="listoption" text={t(`sort.${value}`)} selected={value === sort} onClick={() => list.update({ sort: value })} data-sort={value} />
            ))}
          </Menu>
        }
      >
        <Button variant="minimal" icon="sort" endIcon="caret-down" text={t(`sort.${sort}`)} aria-label={`${t('sort.label')}: ${t(`sort.${sort}`)}`} data-testid="todo-sort" />
      </PopoverNext>
    </div>
  );
}
