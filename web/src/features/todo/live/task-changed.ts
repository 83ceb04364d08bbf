import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../../__generated__/gql.js';
import type { TaskChangedSubscription as TaskChanged } from '../../../__generated__/graphql.js';
import { applyRecordChange, type RemoteChange } from '../../../lib/live/remote-change.js';
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
  // A trashed task keeps its id and moves to the trash list: every change is a placement.
  const place = () => placeTaskInLists(cache, taskChanged.task);
  return applyRecordChange(cache, 'Task', taskChanged, taskChanged.task, { created: place, updated: place, deleted: place });
}
