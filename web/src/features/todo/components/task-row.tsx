import { Button, Checkbox } from '@blueprintjs/core';
import { memo, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskFieldsFragment } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { Tag } from '../../../components/tag';
import { htmlToLine } from '../../../lib/html-text';
import { useDueDate } from '../hooks/use-due-date';
import { TAG_COLORS } from '../task-meta';

interface Props {
  task: TaskFieldsFragment;
  readOnly: boolean;
  onOpen: (task: TaskFieldsFragment) => void;
  onToggleCompleted: (task: TaskFieldsFragment) => void;
  onToggleImportant: (task: TaskFieldsFragment) => void;
  /** Picking for a bulk change, when the caller may make one (flat props: an object made per render would draw every row). */
  picked?: boolean;
  onPick?: (id: string, on: boolean) => void;
}

/**
 * One task: complete checkbox, importance star, title with a description excerpt, tags, assignee and due date.
 * Memoised: a toggle or an opened drawer re-renders the page, and only the row whose task changed draws again (the
 * cache hands back the same object for an unchanged task; the page's handlers are stable).
 */
export const TaskRow = memo(function TaskRow({ task, readOnly, onOpen, onToggleCompleted, onToggleImportant, picked = false, onPick }: Props) {
  const { t } = useTranslation('todo');
  const { t: tc } = useTranslation();
  const due = useDueDate();
  const overdue = due.isOverdue(task.dueDate, task.isCompleted);
  const excerpt = htmlToLine(task.description);

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onOpen(task);
    }
  }

  // A team member, or someone outside the team the legacy client named.
  const person = task.assignee ?? task.guestAssignee;
  const classes = ['task-row', task.isCompleted ? 'task-row--completed' : '', readOnly ? 'task-row--deleted' : ''].filter(Boolean).join(' ');

  return (
    <li className={classes} data-task-id={task.id} tabIndex={0} onClick={() => onOpen(task)} onKeyDown={onKeyDown} aria-label={task.title}>
      {/* The controls act on their own: their clicks do not also open the drawer. */}
      <span className="task-row__controls" onClick={(e) => e.stopPropagation()}>
        {onPick ? (
          <Checkbox className="task-row__pick" checked={picked} aria-label={tc('bulk.pick', { name: task.title })} onChange={(e) => onPick(task.id, e.currentTarget.checked)} data-testid="pick-task" />
        ) : null}
        <Checkbox
          className="task-row__check"
          checked={task.isCompleted}
          disabled={readOnly}
          aria-label={t(task.isCompleted ? 'row.markOpen' : 'row.markDone', { title: task.title })}
          onChange={() => onToggleCompleted(task)}
          data-testid="task-complete"
        />
        <Button
          variant="minimal"
          size="small"
          icon={task.isImportant ? 'star' : 'star-empty'}
          className={task.isImportant ? 'task-row__star task-row__star--on' : 'task-row__star'}
          disabled={readOnly}
          aria-pressed={task.isImportant}
          aria-label={t('row.important', { title: task.title })}
          onClick={() => onToggleImportant(task)}
          data-testid="task-important"
        />
      </span>
      <span className="task-row__main">
        <span className="task-row__title">{task.title}</span>
        {excerpt ? <span className="task-row__excerpt">{excerpt}</span> : null}
      </span>
      <span className="task-row__tags">
        {task.tags.map((tag) => (
          <Tag key={tag} minimal round className={`todo-tag todo-tag--${TAG_COLORS[tag]}`} data-tag={tag}>
            {t(`tag.${tag}`)}
          </Tag>
        ))}
      </span>
      <span className={overdue ? 'task-row__due task-row__due--overdue' : 'task-row__due'} title={overdue ? t('row.overdue') : due.full(task.dueDate)}>
        {due.label(task.dueDate)}
      </span>
      <span className="task-row__assignee" title={person?.fullName ?? t('row.unassigned')}>
        {person ? <Avatar src={person.avatar} name={person.fullName} size={30} /> : <span className="task-row__nobody" aria-label={t('row.unassigned')} />}
      </span>
    </li>
  );
});
