import type { EventPublisher } from '../events/bus.js';
import { liveEvent, liveEvents } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { TaskRecord } from './models.js';
import type { TodoRepository } from './repository.js';
import { CHANGE_KINDS, type ChangeKind, type TopicRules } from '../events/catalog.js';
import type { BodyOf, TopicReference } from '../events/references.js';
import { isId } from '../common/guards.js';

declare module '../events/catalog.js' {
  interface LiveEventTopics {
    task: { change: ChangeKind; task: TaskRecord; previousAssigneeId: number | null };
  }
}

/** Who may receive this domain's live events (server/events/catalog.ts). */
export const todoTopics = { task: { subject: 'Task', shared: true } } as const satisfies Partial<TopicRules>;

/** Task changes, REST or GraphQL alike; the previous assignee lets "assigned to me" fire only on a change. */
export function publishTodoChanges(repo: TodoRepository, events: EventPublisher, report: ErrorReporter): TodoRepository {
  const assigneeBefore = async (id: number) => (await repo.find(id)).assigneeId;
  const body = (change: ChangeKind, task: TaskRecord, before: unknown) =>
    ({ topic: 'task', change, task, previousAssigneeId: typeof before === 'number' ? before : null }) as const;
  const publish = (change: ChangeKind, task: TaskRecord, before: unknown) => events.publish(liveEvent(body(change, task, before)));
  return publishingWrites(
    repo,
    {
      add: { after: (task) => publish('CREATED', task, null) },
      update: {
        before: assigneeBefore,
        after: (task, [, changes], before) => publish(changes.isDeleted === true ? 'DELETED' : 'UPDATED', task, before),
      },
      remove: { before: assigneeBefore, after: (task, _args, before) => publish('DELETED', task, before) },
      updateMany: {
        after: ({ written }) =>
          events.publishAll(
            liveEvents(written.map(({ before, after }) => body(after.isDeleted && !before?.isDeleted ? 'DELETED' : 'UPDATED', after, before?.assigneeId))),
          ),
      },
      removeMany: { after: ({ written }) => events.publishAll(liveEvents(written.map(({ before, after }) => body('DELETED', after, before?.assigneeId)))) },
    },
    report,
  );
}

type TaskReference = [id: number, change: ChangeKind, previousAssigneeId: number | null];

/** One task event's reference as another instance sent it: checked, as anything read from outside. */
function asTaskReference(item: unknown): TaskReference {
  if (
    Array.isArray(item) &&
    item.length === 3 &&
    isId(item[0]) &&
    CHANGE_KINDS.some((kind) => kind === item[1]) &&
    (item[2] === null || isId(item[2]))
  ) {
    return item as TaskReference;
  }
  throw new Error('not a task event reference ([id, change, previous assignee])');
}

/**
 * A bulk change's task events between instances (server/events/references.ts): each task's id, change and previous
 * assignee (which the table no longer holds), the tasks read again in one query where a socket listens.
 */
export function taskReferences(todo: TodoRepository): TopicReference<BodyOf<'task'>> {
  return {
    refer: ({ task, change, previousAssigneeId }): TaskReference => [task.id, change, previousAssigneeId],
    resolve: async (items) => {
      const references = items.map(asTaskReference);
      const tasks = new Map((await todo.findMany(references.map(([id]) => id))).map((task) => [task.id, task]));
      return references.flatMap(([id, change, previousAssigneeId]) => {
        const task = tasks.get(id);
        return task ? [{ topic: 'task', change, task, previousAssigneeId } as const] : [];
      });
    },
  };
}
