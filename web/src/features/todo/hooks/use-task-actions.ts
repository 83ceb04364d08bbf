import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskFieldsFragment } from '../../../__generated__/graphql';
import { offerUndo } from '../../../lib/audit/undo';
import { toast } from '../../../lib/toaster';
import { DeleteTaskMutation } from '../api/delete-task-mutation';
import { placeTaskInLists } from '../api/tasks-cache';
import { UpdateTaskMutation } from '../api/update-task-mutation';

/**
 * The row's one-click changes. The outcome of a flag flip is certain, so it is shown at once
 * (optimistic, also moving the task between cached lists); Apollo undoes it if the server refuses.
 * The task comes from a cache read, so it carries its __typename and the optimistic copy lands on
 * the same normalized entry.
 */
export function useTaskActions() {
  const { t } = useTranslation('todo');
  const { t: common } = useTranslation('common');
  const client = useApolloClient();
  const [updateTask] = useMutation(UpdateTaskMutation);
  const [deleteTask] = useMutation(DeleteTaskMutation);

  // Stable while the language stays: the rows are memoised on these handlers.
  return useMemo(() => {
    async function setFlag(task: TaskFieldsFragment, flag: 'isCompleted' | 'isImportant', value: boolean) {
      try {
        await updateTask({
          variables: { id: task.id, input: { [flag]: value } },
          optimisticResponse: { updateTask: { ...task, [flag]: value } },
          update: (cache, { data }) => {
            if (data) placeTaskInLists(cache, data.updateTask, task, data.updateTask.version === task.version);
          },
        });
      } catch {
        toast.error(t('toast.saveFailed'));
      }
    }

    async function remove(task: TaskFieldsFragment): Promise<boolean> {
      try {
        const result = await deleteTask({
          variables: { id: task.id },
          optimisticResponse: { deleteTask: { ...task, isDeleted: true } },
          update: (cache, { data }) => {
            if (data) placeTaskInLists(cache, data.deleteTask, task, data.deleteTask.version === task.version);
          },
        });
        offerUndo(client, result, t('toast.deleted'), common);
        return true;
      } catch {
        toast.error(t('toast.deleteFailed'));
        return false;
      }
    }

    return {
      toggleCompleted: (task: TaskFieldsFragment) => setFlag(task, 'isCompleted', !task.isCompleted),
      toggleImportant: (task: TaskFieldsFragment) => setFlag(task, 'isImportant', !task.isImportant),
      remove,
    };
  }, [t, common, client, updateTask, deleteTask]);
}
