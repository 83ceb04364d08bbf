import { Button, Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { TaskFilter, TaskTag } from '../../../__generated__/graphql';
import { todoPath, useListSearch } from '../hooks/use-todo-params';
import { TAG_COLORS, TASK_FILTERS, TASK_TAGS } from '../task-meta';

const FILTER_ICONS: Record<TaskFilter | 'all', IconName> = { all: 'inbox', important: 'star-empty', completed: 'tick', deleted: 'trash' };

/** "Add task", the filters and the tags; each is a link so the selection lives in the URL. */
export function TodoSidebar({ onAdd, onNavigate }: { onAdd: () => void; onNavigate?: () => void }) {
  const { t } = useTranslation('todo');
  const search = useListSearch();

  const filterLink = (filter: TaskFilter | null) => {
    const key = filter ?? 'all';
    return (
      <li key={key}>
        <NavLink to={`${todoPath({ filter })}${search}`} end className="todo-nav__link" data-testid={`todo-filter-${key}`} onClick={onNavigate}>
          <Icon icon={FILTER_ICONS[key]} size={16} />
          <span>{t(`filter.${key}`)}</span>
        </NavLink>
      </li>
    );
  };

  const tagLink = (tag: TaskTag) => (
    <li key={tag}>
      <NavLink to={`${todoPath({ tag })}${search}`} className="todo-nav__link" data-testid={`todo-tag-${tag}`} onClick={onNavigate}>
        <span className={`todo-dot todo-dot--${TAG_COLORS[tag]}`} aria-hidden="true" />
        <span>{t(`tag.${tag}`)}</span>
      </NavLink>
    </li>
  );

  return (
    <aside className="todo-sidebar" aria-label={t('sidebar.label')}>
      <div className="todo-sidebar__add">
        <Button intent="primary" icon="plus" fill size="large" text={t('action.add')} onClick={onAdd} data-testid="todo-add" />
      </div>
      <nav className="todo-nav" aria-label={t('sidebar.filters')}>
        <ul>
          {filterLink(null)}
          {TASK_FILTERS.map(filterLink)}
        </ul>
        <h3 className="todo-nav__heading">{t('sidebar.tags')}</h3>
        <ul>{TASK_TAGS.map(tagLink)}</ul>
      </nav>
    </aside>
  );
}
