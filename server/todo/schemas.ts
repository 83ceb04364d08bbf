import { idSchema, searchSchema } from '../common/schemas.js';
import { TASK_FILTERS, TASK_SORTS, TASK_TAGS } from './models.js';
import { ASSIGNEE_AVATAR_MAX, ASSIGNEE_NAME_MAX, DESCRIPTION_MAX, TITLE_MAX } from './rules.js';

/** "2026-12-05" or a full ISO-8601 date-time; the repository checks it is a real date. */
export const isoDateSchema = {
  type: 'string',
  maxLength: 40,
  pattern: '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:?\\d{2})?)?$',
} as const;

/** A team member, or (no id) a guest assignee; the avatar is always a picture (rules.ts `taskView`). */
export const memberSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, fullName: { type: 'string' }, avatar: { type: 'string' } },
} as const;

export const taskSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    dueDate: { type: 'string' },
    description: { type: 'string' },
    assignee: { ...memberSchema, type: ['object', 'null'] },
    tags: { type: 'array', items: { type: 'string', enum: TASK_TAGS } },
    isCompleted: { type: 'boolean' },
    isDeleted: { type: 'boolean' },
    isImportant: { type: 'boolean' },
  },
} as const;

/** Legacy clients send every parameter, unset ones as '': that means "no filter" / "default sort". */
export const taskListQuerySchema = {
  type: 'object',
  properties: {
    q: searchSchema,
    filter: { type: 'string', enum: ['', ...TASK_FILTERS] },
    tag: { type: 'string', enum: ['', ...TASK_TAGS] },
    sortBy: { type: 'string', enum: ['', ...TASK_SORTS] },
  },
} as const;

/**
 * The legacy task sidebar posts its rich-text editor's state (a serialized Draft.js EditorState)
 * as the description; its text lives in `_immutable.currentContent.blockMap.<key>.text`.
 */
const editorStateSchema = {
  type: 'object',
  required: ['_immutable'],
  properties: {
    _immutable: {
      type: 'object',
      required: ['currentContent'],
      properties: {
        currentContent: {
          type: 'object',
          required: ['blockMap'],
          properties: {
            blockMap: {
              type: 'object',
              maxProperties: 1000,
              additionalProperties: {
                type: 'object',
                required: ['text'],
                properties: { text: { type: 'string', maxLength: DESCRIPTION_MAX } },
              },
            },
          },
        },
      },
    },
  },
} as const;

/**
 * The fields a client may set. The assignee is either `assigneeId` or, as legacy clients send
 * it, the picked `assignee` object (matched by its id if present, else by fullName, else kept as a
 * guest assignee); null unassigns. Giving both is refused.
 */
const taskFieldsSchema = {
  title: { type: 'string', minLength: 1, maxLength: TITLE_MAX },
  dueDate: isoDateSchema,
  description: { anyOf: [{ type: 'string', maxLength: DESCRIPTION_MAX }, editorStateSchema] },
  assigneeId: { ...idSchema, type: ['integer', 'null'] },
  assignee: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['fullName'],
    properties: {
      id: idSchema,
      fullName: { type: 'string', minLength: 1, maxLength: ASSIGNEE_NAME_MAX },
      avatar: { type: ['string', 'null'], maxLength: ASSIGNEE_AVATAR_MAX },
    },
  },
  tags: { type: 'array', maxItems: TASK_TAGS.length, items: { type: 'string', enum: TASK_TAGS } },
  isCompleted: { type: 'boolean' },
  isImportant: { type: 'boolean' },
} as const;

export const addTaskBodySchema = {
  type: 'object',
  required: ['task'],
  additionalProperties: false,
  properties: {
    task: {
      type: 'object',
      required: ['title', 'dueDate'],
      additionalProperties: false,
      properties: taskFieldsSchema,
    },
  },
} as const;

export const updateTaskBodySchema = {
  type: 'object',
  required: ['task'],
  additionalProperties: false,
  properties: {
    task: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { ...taskFieldsSchema, id: idSchema, isDeleted: { type: 'boolean' } },
    },
  },
} as const;

export const deleteTaskQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { taskId: idSchema },
} as const;

export const deleteTaskBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { taskId: idSchema },
} as const;
