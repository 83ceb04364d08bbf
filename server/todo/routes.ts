import type { FastifyPluginAsync } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { callerId } from '../access/caller.js';
import { writerOf } from '../common/record-versions.js';
import { errorSchema, idFromQueryOrBody, protectedErrorResponses } from '../common/schemas.js';
import { InvalidInputError } from '../common/errors.js';
import type { AssigneeRef, TaskChanges, TaskFilter, TaskRecord, TaskSort, TaskTag } from './models.js';
import { shownMember, taskView } from './rules.js';
import { csvText } from '../imports/csv.js';
import { TASK_EXPORT_COLUMNS, taskExportRow } from './import-target.js';
import {
  addTaskBodySchema,
  deleteTaskBodySchema,
  deleteTaskQuerySchema,
  memberSchema,
  taskListQuerySchema,
  taskSchema,
  updateTaskBodySchema,
} from './schemas.js';

/** A serialized Draft.js EditorState, as the legacy sidebar sends its description. */
interface EditorState {
  _immutable: { currentContent: { blockMap: Record<string, { text: string }> } };
}

interface TaskBody {
  title?: string;
  dueDate?: string;
  description?: string | EditorState;
  assigneeId?: number | null;
  assignee?: { id?: number; fullName: string; avatar?: string | null } | null;
  tags?: TaskTag[];
  isCompleted?: boolean;
  isImportant?: boolean;
  isDeleted?: boolean;
}

/** The editor's paragraphs as plain text, one per line. */
function plainText(description: string | EditorState): string {
  if (typeof description === 'string') return description;
  return Object.values(description._immutable.currentContent.blockMap)
    .map((block) => block.text)
    .join('\n');
}

/**
 * A body in the repository's terms. The legacy sidebar names its assignee from a fixed list of its own
 * (`{ fullName, avatar }`, no id): the repository matches it to the team by full name, or keeps it as a guest
 * assignee (rules.ts). An explicit id must still name a team member.
 */
function toChanges(body: TaskBody): TaskChanges {
  const { assigneeId, assignee, description, ...fields } = body;
  if (assigneeId !== undefined && assignee !== undefined) {
    throw new InvalidInputError('Give either assigneeId or assignee, not both');
  }
  let ref: AssigneeRef | undefined;
  if (assigneeId !== undefined) ref = assigneeId === null ? null : { id: assigneeId };
  else if (assignee !== undefined) {
    if (assignee === null) ref = null;
    else if (assignee.id !== undefined) ref = { id: assignee.id };
    else ref = { fullName: assignee.fullName, avatar: assignee.avatar };
  }
  return {
    ...fields,
    ...(description !== undefined && { description: plainText(description) }),
    ...(ref !== undefined && { assignee: ref }),
  };
}

const taskEnvelope = { type: 'object', properties: { task: taskSchema } } as const;

/** GET /apps/todo/tasks, POST add-tasks and update-task, DELETE delete-task (spec section 7 Todo). */
export const todoRoutes: FastifyPluginAsync = async (app) => {
  const repo = () => app.repositories.todo;
  // Legacy calls send no version: the last write wins, and still names its writer.
  const writer = (request: FastifyRequest) => writerOf(app.repositories.accounts, callerId(request));
  const view = async (task: TaskRecord) => taskView(task, await repo().members());

  app.get<{ Querystring: { q: string; filter?: TaskFilter | ''; tag?: TaskTag | ''; sortBy?: TaskSort | '' } }>(
    '/apps/todo/tasks',
    {
      config: { ability: ['read', 'Task'], keepAnswers: true },
      schema: {
        tags: ['todo'],
        summary: 'Tasks by filter, tag and search, sorted (default latest = id descending)',
        querystring: taskListQuerySchema,
        response: { 200: { type: 'array', items: taskSchema }, ...protectedErrorResponses },
      },
    },
    async (request) => {
      const { q, filter, tag, sortBy } = request.query;
      const query = { q, filter: filter || undefined, tag: tag || undefined, sortBy: sortBy || undefined };
      const [tasks, team] = await Promise.all([repo().list(query), repo().members()]);
      return tasks.map((task) => taskView(task, team));
    },
  );

  // Extension: the list as CSV, in the columns its import takes (docs/imports.md): importing it back changes nothing.
  app.get<{ Querystring: { q: string; filter?: TaskFilter | ''; tag?: TaskTag | ''; sortBy?: TaskSort | '' } }>(
    '/apps/todo/export.csv',
    {
      config: { ability: ['read', 'Task'] },
      schema: { tags: ['todo'], summary: 'Every task the list’s filter, tag and search match, in its order, as CSV', querystring: taskListQuerySchema },
    },
    async (request, reply) => {
      const { q, filter, tag, sortBy } = request.query;
      const [tasks, team] = await Promise.all([repo().list({ q, filter: filter || undefined, tag: tag || undefined, sortBy: sortBy || undefined }), repo().members()]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tasks.csv"')
        .send(csvText(TASK_EXPORT_COLUMNS, tasks.map((task) => taskExportRow(task, team))));
    },
  );

  // Extension: the team members a task can be assigned to (the drawer's select).
  app.get(
    '/apps/todo/assignees',
    {
      config: { ability: ['read', 'Task'] },
      schema: {
        tags: ['todo'],
        summary: 'Team members tasks can be assigned to, in id order',
        response: {
          200: { type: 'object', properties: { assignees: { type: 'array', items: memberSchema } } },
          ...protectedErrorResponses,
        },
      },
    },
    async () => ({ assignees: (await repo().members()).map(shownMember) }),
  );

  app.post<{ Body: { task: TaskBody & { title: string; dueDate: string } } }>(
    '/apps/todo/add-tasks',
    {
      config: { ability: ['create', 'Task'] },
      schema: {
        tags: ['todo'],
        summary: 'Adds a task (new id = max id + 1)',
        body: addTaskBodySchema,
        response: { 201: taskEnvelope, ...protectedErrorResponses },
      },
    },
    async (request, reply) => {
      const { title, dueDate } = request.body.task;
      const task = await repo().add({ ...toChanges(request.body.task), title, dueDate }, await writer(request));
      return reply.code(201).send({ task: await view(task) });
    },
  );

  app.post<{ Body: { task: TaskBody & { id: number } } }>(
    '/apps/todo/update-task',
    {
      config: { ability: ['update', 'Task'] },
      schema: {
        tags: ['todo'],
        summary: 'Changes the given fields of a task',
        body: updateTaskBodySchema,
        response: { 200: taskEnvelope, ...protectedErrorResponses, 404: errorSchema },
      },
    },
    async (request) => {
      const { id, ...fields } = request.body.task;
      return { task: await view(await repo().update(id, toChanges(fields), await writer(request))) };
    },
  );

  app.delete<{ Querystring: { taskId?: number }; Body: { taskId?: number } | null }>(
    '/apps/todo/delete-task',
    {
      config: { ability: ['delete', 'Task'] },
      schema: {
        tags: ['todo'],
        summary: 'Soft-deletes a task (isDeleted = true); taskId in the query or the JSON body',
        querystring: deleteTaskQuerySchema,
        body: deleteTaskBodySchema,
        response: { 200: taskEnvelope, ...protectedErrorResponses, 404: errorSchema },
      },
    },
    async (request) => {
      const taskId = idFromQueryOrBody(request.query, request.body, 'taskId');
      return { task: await view(await repo().remove(taskId, await writer(request))) };
    },
  );
};
