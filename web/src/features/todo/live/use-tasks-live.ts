import { graphql } from '../../../__generated__/gql';
import { reportRemoteChange } from '../../../lib/live/remote-changes';
import { useLiveSubscription } from '../../../lib/live/use-live-subscription';
import { placeTaskInLists } from '../api/tasks-cache';

export const TaskChangedSubscription = graphql(`
  subscription TaskChanged {
    taskChanged {
      change
      task {
        ...TaskFields
      }
      actor {
        ...LiveActorFields
      }
    }
  }
`);

/**
 * Tasks added, changed or trashed in another session: the task is written by id and every cached list
 * takes it in or lets it go by the same rules as after this session's own edits (a trashed task moves to
 * the trash list). Placing is idempotent, so this session's own echo changes nothing.
 */
export function useTasksLive(): void {
  useLiveSubscription(TaskChangedSubscription, ({ taskChanged }, cache) => {
    placeTaskInLists(cache, taskChanged.task);
    reportRemoteChange({ typename: 'Task', id: taskChanged.task.id, change: taskChanged.change, actor: taskChanged.actor ?? null });
  });
}
