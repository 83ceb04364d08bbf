import type { EventPublisher } from '../events/bus.js';
import { liveEvent, liveEvents } from '../events/envelope.js';
import { publishingWrites, type ErrorReporter } from '../events/publishing.js';
import type { TaskRecord } from './models.js';
import type { TodoRepository } from './repository.js';
import type { ChangeKind, TopicRules } from '../events/catalog.js';

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
