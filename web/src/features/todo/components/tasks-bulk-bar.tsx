import { Button, HTMLSelect } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkJobFieldsFragment, TaskMatching, TaskPatch, TaskTag } from '../../../__generated__/graphql';
import { BulkBar } from '../../../components/bulk/bulk-bar';
import type { BulkSelection } from '../../../components/bulk/use-bulk-selection';
import { useStartBulk } from '../../../components/bulk/use-start-bulk';
import { Can } from '../../../lib/ability';
import { AssigneesQuery } from '../api/assignees-query';
import { BulkDeleteTasksMutation, BulkUpdateTasksMutation } from '../api/bulk-tasks-mutations';
import { TASK_TAGS } from '../task-meta';

const FIELDS = ['assignee', 'addTag', 'removeTag', 'completed', 'important'] as const;
type Field = (typeof FIELDS)[number];

/** The value select's empty assignee: unassign. */
const NOBODY = '';

interface Props {
  selection: BulkSelection;
  /** The list's filters: what "all matching" means to the server. */
  matching: TaskMatching;
  total: number;
  pageIds: readonly string[];
  onStarted: (job: BulkJobFieldsFragment) => void;
}

/** What to do with the picked tasks: set the assignee, add or remove a tag, mark completed or important, delete. */
export function TasksBulkBar({ selection, matching, total, pageIds, onStarted }: Props) {
  const { t } = useTranslation('todo');
  const [field, setField] = useState<Field>('assignee');
  const [value, setValue] = useState<string>(NOBODY);
  const { data: people } = useQuery(AssigneesQuery);
  const [update, { loading: updating }] = useMutation(BulkUpdateTasksMutation);
  const [remove, { loading: removing }] = useMutation(BulkDeleteTasksMutation);
  const start = useStartBulk(selection, onStarted);

  const choices = (which: Field): { value: string; label: string }[] => {
    switch (which) {
      case 'assignee':
        return [{ value: NOBODY, label: t('row.unassigned') }, ...(people?.assignees ?? []).map((person) => ({ value: person.id, label: person.fullName }))];
      case 'addTag':
      case 'removeTag':
        return TASK_TAGS.map((tag) => ({ value: tag, label: t(`tag.${tag}`) }));
      default:
        return [
          { value: 'yes', label: t('bulk.yes') },
          { value: 'no', label: t('bulk.no') },
        ];
    }
  };
  const patchOf = (): TaskPatch => {
    switch (field) {
      case 'assignee':
        return { assigneeId: value === NOBODY ? null : value };
      case 'addTag':
        return { addTags: [value as TaskTag] };
      case 'removeTag':
        return { removeTags: [value as TaskTag] };
      case 'completed':
        return { isCompleted: value === 'yes' };
      case 'important':
        return { isImportant: value === 'yes' };
    }
  };

  const apply = () => start(async () => (await update({ variables: { selection: selection.selection(matching), patch: patchOf() } })).data?.bulkUpdateTasks);
  const deleteAll = () => {
    if (!window.confirm(t('bulk.confirmDelete', { count: selection.count(total) }))) return;
    void start(async () => (await remove({ variables: { selection: selection.selection(matching) } })).data?.bulkDeleteTasks);
  };

  return (
    <BulkBar selection={selection} total={total} pageIds={pageIds} label={t('bulk.label')} selected={(count) => t('bulk.selected', { count })} testId="tasks-bulk">
      <Can I="update" a="Task">
        <span className="bulk-bar__group">
          <HTMLSelect
            aria-label={t('bulk.field')}
            value={field}
            onChange={(e) => {
              const next = e.target.value as Field;
              setField(next);
              setValue(choices(next)[0].value);
            }}
            data-testid="bulk-field"
          >
            {FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`bulk.fields.${f}`)}
              </option>
            ))}
          </HTMLSelect>
          <HTMLSelect aria-label={t('bulk.value')} value={value} onChange={(e) => setValue(e.target.value)} data-testid="bulk-value">
            {choices(field).map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </HTMLSelect>
          <Button intent="primary" text={t('common:bulk.apply')} loading={updating} onClick={() => void apply()} data-testid="bulk-apply" />
        </span>
      </Can>
      <Can I="delete" a="Task">
        <Button intent="danger" variant="outlined" icon="trash" text={t('common:bulk.delete')} loading={removing} onClick={deleteAll} data-testid="bulk-delete" />
      </Can>
    </BulkBar>
  );
}
