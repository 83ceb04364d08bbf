import { isReference, type ApolloCache, type Reference } from '@apollo/client';
import type { ModifierDetails } from '@apollo/client/cache';
import type { TaskFieldsFragment, TasksQueryVariables, TaskTag } from '../../../__generated__/graphql.js';
import { fieldArgs } from '../../../lib/apollo/field-args.js';
import { firstPlacement, placeRow, type GrowingList } from '../../../lib/apollo/growing-list.js';
import { TaskFields } from './task-fields.js';

// Mirrors of the server's rules (server/todo/repository.ts, due-date-text.ts), so a changed task
// joins or leaves every cached list exactly as a refetch would place it.
const TAG_LABELS: Record<TaskTag, string> = { team: 'Команда', low: 'Низкий', medium: 'Средний', high: 'Высокий', update: 'Обновление' };
const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const RU_MONTHS = ['янв', 'фев', 'мар', 'апр', 'мая', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];
const collator = new Intl.Collator('ru', { sensitivity: 'base' });

function dueDateTexts(iso: string): string[] {
  const date = new Date(iso);
  const day = date.getUTCDate();
  const month = date.getUTCMonth();
  const pad = (n: number) => String(n).padStart(2, '0');
  return [`${day} ${EN_MONTHS[month]}`, `${day} ${RU_MONTHS[month]}`, `${pad(day)}.${pad(month + 1)}`];
}

function includes(text: string, q: string): boolean {
  return text.toLowerCase().includes(q.toLowerCase());
}

/** Whether the task belongs in the list `tasks(args)`. */
export function taskMatches(task: TaskFieldsFragment, args: TasksQueryVariables): boolean {
  switch (args.filter) {
    case 'deleted':
      if (!task.isDeleted) return false;
      break;
    case 'important':
      if (task.isDeleted || !task.isImportant) return false;
      break;
    case 'completed':
      if (task.isDeleted || !task.isCompleted) return false;
      break;
    default:
      if (task.isDeleted) return false;
  }
  if (args.tag && !task.tags.includes(args.tag)) return false;
  const q = (args.q ?? '').trim();
  return (
    q === '' ||
    includes(task.title, q) ||
    task.tags.some((tag) => includes(tag, q) || includes(TAG_LABELS[tag], q)) ||
    dueDateTexts(task.dueDate).some((text) => includes(text, q))
  );
}

function sorter(sortBy: TasksQueryVariables['sortBy'], readField: ModifierDetails['readField']) {
  const id = (ref: Reference) => Number(readField<string>('id', ref));
  const str = (field: string, ref: Reference) => readField<string>(field, ref) ?? '';
  // The team member's name, else the guest's (someone outside the team), as the server sorts.
  const assignee = (ref: Reference) => {
    const person = readField<Reference | null>('assignee', ref) ?? readField<{ fullName: string } | null>('guestAssignee', ref);
    return person ? readField<string>('fullName', person) : undefined;
  };
  const latest = (a: Reference, b: Reference) => id(b) - id(a);
  switch (sortBy) {
    case 'title_asc':
      return (a: Reference, b: Reference) => collator.compare(str('title', a), str('title', b)) || latest(a, b);
    case 'title_desc':
      return (a: Reference, b: Reference) => collator.compare(str('title', b), str('title', a)) || latest(a, b);
    case 'due_date':
      return (a: Reference, b: Reference) => Date.parse(str('dueDate', a)) - Date.parse(str('dueDate', b)) || latest(a, b);
    case 'assignee':
      // Unassigned tasks go last, as on the server.
      return (a: Reference, b: Reference) => {
        const [x, y] = [assignee(a), assignee(b)];
        if (x === y) return latest(a, b);
        if (x === undefined) return 1;
        if (y === undefined) return -1;
        return collator.compare(x, y) || latest(a, b);
      };
    default:
      return latest;
  }
}

/** What the list's order reads of a task besides its id (which never changes). */
function sortKey(task: TaskFieldsFragment, sortBy: TasksQueryVariables['sortBy']): string | undefined {
  switch (sortBy) {
    case 'title_asc':
    case 'title_desc':
      return task.title;
    case 'due_date':
      return task.dueDate;
    case 'assignee':
      return (task.assignee ?? task.guestAssignee)?.fullName;
    default:
      return '';
  }
}

/**
 * After an add, update or soft delete: every cached task list (the pages loaded so far, see
 * lib/apollo/growing-list.ts) drops the task or takes it in at its sorted place and adjusts its total,
 * so the current view is right at once (a completed task leaves "active" lists, a deleted one moves to
 * the trash) without asking the server again. `before` is the task as it was: null for a new one,
 * undefined when not known. `optimistic` for the prediction shown before the answer (it keeps the version).
 */
export function placeTaskInLists(cache: ApolloCache, task: TaskFieldsFragment, before: TaskFieldsFragment | null | undefined, optimistic = false): void {
  const ref = cache.writeFragment({ fragment: TaskFields, data: task });
  if (!ref || (!optimistic && !firstPlacement(cache, 'Task', task.id, String(task.version)))) return;
  cache.modify<{ tasks: GrowingList }>({
    fields: {
      tasks(list, { storeFieldName, readField }) {
        if (isReference(list)) return list;
        const args = fieldArgs<TasksQueryVariables>(storeFieldName);
        const compare = sorter(args.sortBy, readField);
        return placeRow(list, {
          id: task.id,
          ref,
          was: before === null ? false : before && taskMatches(before, args),
          is: taskMatches(task, args),
          sortsBefore: (other) => compare(ref, other) < 0,
          keepsPlace: !!before && sortKey(before, args.sortBy) === sortKey(task, args.sortBy),
          readField,
        });
      },
    },
  });
}
