import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql.js';
import type { TaskChangedSubscription as TaskChanged } from '../../../__generated__/graphql.js';
import { applyRecordChange, type RemoteChange } from '../../../lib/live/remote-change.js';
import { TaskFields } from '../api/task-fields.js';
import { placeTaskInLists } from '../api/tasks-cache.js';

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
 * A task added, changed or trashed in another session (or over REST): written by id, and every cached
 * list takes it in or lets it go by the same rules as after this session's own edits (a trashed task
 * moves to the trash list). Placing is idempotent, so this session's own echo changes nothing.
 */
export function applyTaskChanged({ taskChanged }: TaskChanged, cache: ApolloCache): RemoteChange[] {
  // A trashed task keeps its id and moves to the trash list: every change is a placement, from the task
  // as this session last had it (read before the event is written).
  const id = cache.identify({ __typename: 'Task', id: taskChanged.task.id });
  const before = taskChanged.change === 'CREATED' ? null : ((id ? cache.readFragment({ fragment: TaskFields, id }) : null) ?? undefined);
  const place = () => placeTaskInLists(cache, taskChanged.task, before);
  return applyRecordChange(cache, 'Task', taskChanged, taskChanged.task, { created: place, updated: place, deleted: place });
}
