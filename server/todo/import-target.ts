import { NotFoundError } from '../common/errors.js';
import type { ImportCells, ImportField, ImportTarget } from '../imports/target.js';
import { rowByRow } from '../imports/target.js';
import { TASK_TAG_LABELS, TASK_TAGS, type TaskChanges, type TaskRecord, type TaskTag, type TeamMember } from './models.js';
import { assigneeName, ASSIGNEE_NAME_MAX, DESCRIPTION_MAX, TITLE_MAX } from './rules.js';

const atMost = (max: number) => (cell: string) => (cell.length > max ? `must be at most ${max} characters` : null);

/** Yes and no as spreadsheets write them, in en, ru and uk. */
const YES = ['true', 'yes', 'y', '1', 'да', 'д', 'так', '+'];
const NO = ['false', 'no', 'n', '0', 'нет', 'н', 'ні', '-'];
const flagOf = (cell: string): boolean | undefined => (YES.includes(cell.toLowerCase()) ? true : NO.includes(cell.toLowerCase()) ? false : undefined);
const flag = (cell: string) => (flagOf(cell) === undefined ? 'must be yes or no (true/false, да/нет, так/ні)' : null);

/** A tag by its key or its Russian label, any case. */
const tagOf = (cell: string): TaskTag | undefined =>
  TASK_TAGS.find((tag) => tag === cell.toLowerCase() || TASK_TAG_LABELS[tag].toLowerCase() === cell.toLowerCase());
const tagCells = (cell: string) => cell.split(/[,;|]/).map((part) => part.trim()).filter((part) => part !== '');
const tagsOf = (cell: string): TaskTag[] => [...new Set(tagCells(cell).map((part) => tagOf(part) as TaskTag))];

/** A due date as an ISO date (or date-time), or as Russian Excel writes one: DD.MM.YYYY. */
function dueDateOf(cell: string): string | undefined {
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(cell);
  const iso = dotted ? `${dotted[3]}-${dotted[2].padStart(2, '0')}-${dotted[1].padStart(2, '0')}` : cell;
  const time = /^\d{4}-\d{2}-\d{2}/.test(iso) ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

const fields: ImportField[] = [
  { name: 'id', headers: ['ID', '№', 'Номер', 'Number'], check: (cell) => (/^[1-9]\d{0,8}$/.test(cell) ? null : 'must be a task number') },
  { name: 'title', headers: ['Задача', 'Название', 'Заголовок', 'Title', 'Task', 'Завдання', 'Назва'], required: true, check: atMost(TITLE_MAX) },
  {
    name: 'dueDate',
    headers: ['Срок', 'Дата', 'Срок выполнения', 'Due date', 'Due', 'Deadline', 'Термін', 'Дата виконання'],
    required: true,
    check: (cell) => (dueDateOf(cell) === undefined ? 'must be a date (YYYY-MM-DD or DD.MM.YYYY)' : null),
  },
  { name: 'description', headers: ['Описание', 'Description', 'Notes', 'Опис'], check: atMost(DESCRIPTION_MAX) },
  { name: 'assignee', headers: ['Исполнитель', 'Ответственный', 'Assignee', 'Assigned to', 'Виконавець', 'Відповідальний'], check: atMost(ASSIGNEE_NAME_MAX) },
  {
    name: 'tags',
    headers: ['Теги', 'Метки', 'Tags', 'Labels', 'Мітки'],
    check: (cell) => {
      const unknown = tagCells(cell).find((part) => tagOf(part) === undefined);
      return unknown === undefined ? null : `"${unknown}" is not a tag (${TASK_TAGS.join(', ')})`;
    },
  },
  { name: 'isCompleted', headers: ['Выполнена', 'Завершена', 'Completed', 'Done', 'Виконано', 'Завершено'], check: flag },
  { name: 'isImportant', headers: ['Важная', 'Важно', 'Important', 'Важливе', 'Важлива'], check: flag },
];

export const TASK_EXPORT_COLUMNS = fields.map((field) => field.name);

export function taskExportRow(task: TaskRecord, team: readonly TeamMember[]): string[] {
  return [String(task.id), task.title, task.dueDate, task.description, assigneeName(task, team) ?? '', task.tags.join(', '), String(task.isCompleted), String(task.isImportant)];
}

/** The changes a row makes: every field it gives (an update keeps only those that differ). */
function changesOf(cells: ImportCells): TaskChanges {
  return {
    title: cells.title || undefined,
    dueDate: cells.dueDate ? dueDateOf(cells.dueDate) : undefined,
    description: cells.description,
    assignee: cells.assignee === undefined ? undefined : cells.assignee === '' ? null : { fullName: cells.assignee },
    tags: cells.tags === undefined ? undefined : tagsOf(cells.tags),
    isCompleted: cells.isCompleted ? flagOf(cells.isCompleted) : undefined,
    isImportant: cells.isImportant ? flagOf(cells.isImportant) : undefined,
  };
}

function differing(task: TaskRecord, changes: TaskChanges, team: readonly TeamMember[]): TaskChanges {
  const same: Record<keyof TaskChanges, boolean> = {
    title: changes.title === task.title,
    dueDate: changes.dueDate === task.dueDate,
    description: changes.description === task.description,
    assignee: changes.assignee === null ? task.assigneeId === null && task.guestAssignee === null : changes.assignee !== undefined && 'fullName' in changes.assignee && changes.assignee.fullName === assigneeName(task, team),
    tags: changes.tags !== undefined && changes.tags.length === task.tags.length && changes.tags.every((tag) => task.tags.includes(tag)),
    isCompleted: changes.isCompleted === task.isCompleted,
    isImportant: changes.isImportant === task.isImportant,
    isDeleted: true,
  };
  return Object.fromEntries(Object.entries(changes).filter(([field, value]) => value !== undefined && !same[field as keyof TaskChanges])) as TaskChanges;
}

/**
 * CSV import into the to-do: an upsert finds a task by its number (`id`, as the list's export writes it) and
 * updates it, a row without one is added; a number the list does not have is refused (leave it empty to add).
 */
export const tasksImportTarget: ImportTarget = {
  list: 'tasks',
  subject: 'Task',
  fields,
  key: 'id',
  writeMany: rowByRow<TaskRecord, TaskChanges>({
    async find(repositories, cells, mode) {
      if (mode === 'create' || !cells.id) return undefined;
      const id = Number(cells.id);
      return repositories.todo.find(id).catch((error: unknown) => {
        throw error instanceof NotFoundError ? new NotFoundError(`id: task ${id} does not exist (leave id empty to add a task)`) : error;
      });
    },
    create(repositories, cells, writer) {
      const changes = changesOf(cells);
      return repositories.todo.add({ ...changes, title: changes.title ?? '', dueDate: changes.dueDate ?? '' }, writer);
    },
    changesOf: async (repositories, task, cells) => differing(task, changesOf(cells), await repositories.todo.members()),
    update: (repositories, task, changes, writer) => repositories.todo.update(task.id, changes, writer),
  }),
};
