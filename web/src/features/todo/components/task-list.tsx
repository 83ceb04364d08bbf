import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { TaskFieldsFragment } from '../../../__generated__/graphql';
import { EmptyState } from '../../../components/states';
import { TaskRow } from './task-row';

interface Props {
  tasks: readonly TaskFieldsFragment[];
  trash: boolean;
  searching: boolean;
  onOpen: (task: TaskFieldsFragment) => void;
  onToggleCompleted: (task: TaskFieldsFragment) => void;
  onToggleImportant: (task: TaskFieldsFragment) => void;
  onAdd: () => void;
  /** Picking rows for a bulk change, when the caller may make one. */
  picking?: { isPicked: (id: string) => boolean; onPick: (id: string, on: boolean) => void };
}

/** The rows, or an empty state that says why the list is empty and what to do next. */
export function TaskList({ tasks, trash, searching, onOpen, onToggleCompleted, onToggleImportant, onAdd, picking }: Props) {
  const { t } = useTranslation('todo');
  if (tasks.length === 0) {
    if (searching) return <EmptyState icon="search" title={t('empty.searchTitle')} description={t('empty.searchText')} />;
    if (trash) return <EmptyState icon="trash" title={t('empty.trashTitle')} description={t('empty.trashText')} />;
    return <EmptyState icon="tick-circle" title={t('empty.title')} description={t('empty.text')} action={<Button intent="primary" icon="plus" text={t('action.add')} onClick={onAdd} />} />;
  }
  return (
    <ul className="task-list" aria-label={t('list.label')} data-testid="task-list">
      {tasks.map((task) => (
        <TaskRow
          key={task.id}
          task={task}
          readOnly={trash}
          onOpen={onOpen}
          onToggleCompleted={onToggleCompleted}
          onToggleImportant={onToggleImportant}
          picked={picking?.isPicked(task.id)}
          onPick={picking?.onPick}
        />
      ))}
    </ul>
  );
}
