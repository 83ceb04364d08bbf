import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { BulkJobFieldsFragment, TaskMatching, TaskPatch, TaskTag } from '../../../__generated__/graphql';
import { BulkBar } from '../../../components/bulk/bulk-bar';
import { BulkDeleteButton } from '../../../components/bulk/bulk-delete-button';
import { BulkFieldEditor, type BulkChoice } from '../../../components/bulk/bulk-field-editor';
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
  const { data: people } = useQuery(AssigneesQuery);
  const [update, { loading: updating }] = useMutation(BulkUpdateTasksMutation);
  const [remove, { loading: removing }] = useMutation(BulkDeleteTasksMutation);
  const start = useStartBulk(selection, onStarted);

  const choices = (which: Field): BulkChoice[] => {
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
  const patchOf = (field: Field, value: string): TaskPatch => {
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

  return (
    <BulkBar selection={selection} total={total} pageIds={pageIds} label={t('bulk.label')} selected={(count) => t('bulk.selected', { count })} testId="tasks-bulk">
      <Can I="update" a="Task">
        <BulkFieldEditor<Field>
          fields={FIELDS.map((field) => ({ field, label: t(`bulk.fields.${field}`) }))}
          choices={choices}
          fieldLabel={t('bulk.field')}
          valueLabel={t('bulk.value')}
          loading={updating}
          onApply={(field, value) =>
            void start(async () => (await update({ variables: { selection: selection.selection(matching), patch: patchOf(field, value) } })).data?.bulkUpdateTasks)
          }
        />
      </Can>
      <Can I="delete" a="Task">
        <BulkDeleteButton
          question={t('bulk.confirmDelete', { count: selection.count(total) })}
          loading={removing}
          onDelete={() => void start(async () => (await remove({ variables: { selection: selection.selection(matching) } })).data?.bulkDeleteTasks)}
        />
      </Can>
    </BulkBar>
  );
}
