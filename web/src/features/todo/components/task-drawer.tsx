import { Button, Callout, FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { DateInput } from '../../../components/lazy-datetime';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { format } from 'date-fns';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TaskFieldsFragment, TaskTag, TaskUpdateInput } from '../../../__generated__/graphql';
import { ChangeHistory } from '../../../components/audit/change-history';
import { RemoteChangeNotice } from '../../../components/remote-change-notice';
import { DeferredSafeHtml } from '../../../components/deferred-safe-html';
import { VersionConflictNotice } from '../../../components/version-conflict-notice';
import { useRemoteChange } from '../../../lib/live/remote-changes';
import { changedFields, versionConflictOf, type VersionConflict } from '../../../lib/version-conflict';
import { htmlToText, textToHtml } from '../../../lib/html-text';
import { toast } from '../../../lib/toaster';
import { AddTaskMutation } from '../api/add-task-mutation';
import { AssigneesQuery } from '../api/assignees-query';
import { TaskFields } from '../api/task-fields';
import { TaskQuery } from '../api/task-query';
import { placeTaskInLists } from '../api/tasks-cache';
import { UpdateTaskMutation } from '../api/update-task-mutation';
import { useDueDate } from '../hooks/use-due-date';
import { TITLE_MAX } from '../task-meta';
import { TagSelect } from './tag-select';
import { AppDrawer } from '../../../components/app-drawer';

interface Form {
  title: string;
  assigneeId: string;
  /** DateInput's local "yyyy-MM-ddTHH:mm:ss", or null when empty. */
  dueDate: string | null;
  tags: TaskTag[];
  description: string;
  isImportant: boolean;
  isCompleted: boolean;
}

type Errors = Partial<Record<'title' | 'dueDate', string>>;

const LOCAL_FORMAT = "yyyy-MM-dd'T'HH:mm:ss";

/** The form's fields as their labels name them (todo.json `form.*`). */
const FIELD_LABELS: Record<keyof Form, string> = {
  title: 'title',
  assigneeId: 'assignee',
  dueDate: 'dueDate',
  tags: 'tags',
  description: 'description',
  isImportant: 'important',
  isCompleted: 'completed',
};

function formOf(task: TaskFieldsFragment | null): Form {
  if (!task) return { title: '', assigneeId: '', dueDate: null, tags: [], description: '', isImportant: false, isCompleted: false };
  return {
    title: task.title,
    assigneeId: task.assignee?.id ?? '',
    dueDate: format(new Date(task.dueDate), LOCAL_FORMAT),
    tags: [...task.tags],
    description: htmlToText(task.description),
    isImportant: task.isImportant,
    isCompleted: task.isCompleted,
  };
}

export type DrawerState = { mode: 'add' } | { mode: 'edit'; task: TaskFieldsFragment } | null;

/**
 * Add or edit a task in a side panel. An edit sends only the fields that changed; a task in the
 * trash is shown read-only (the trash is restore-free). `key` on the caller resets the form per task.
 */
export function TaskDrawer({ state, onClose, onDelete }: { state: DrawerState; onClose: () => void; onDelete: (task: TaskFieldsFragment) => Promise<boolean> }) {
  const { t } = useTranslation('todo');
  const due = useDueDate();
  const task = state?.mode === 'edit' ? state.task : null;
  const readOnly = Boolean(task?.isDeleted);
  const [initial, setInitial] = useState(() => formOf(task));
  const [form, setForm] = useState<Form>(initial);
  // Someone else changing or trashing this task while it is open is said, not silently overwritten by a save.
  const remote = useRemoteChange('Task', task?.id ?? null, TaskFields);
  const [errors, setErrors] = useState<Errors>({});
  const assignees = useQuery(AssigneesQuery, { skip: !state });
  const [addTask, added] = useMutation(AddTaskMutation);
  const [updateTask, updated] = useMutation(UpdateTaskMutation);
  const client = useApolloClient();
  // The version the form was read at: a save made from it is refused (CONFLICT) once someone else saved.
  const [baseVersion, setBaseVersion] = useState(task?.version);
  const [conflict, setConflict] = useState<{ stale: VersionConflict; latest: TaskFieldsFragment; fields: (keyof Form)[] } | null>(null);

  function set<K extends keyof Form>(key: K, value: Form[K]) {
    setForm((f) => ({ ...f, [key]: value }));
    if (key === 'title' || key === 'dueDate') setErrors((e) => ({ ...e, [key]: undefined }));
  }

  function validate(): Errors {
    const next: Errors = {};
    const title = form.title.trim();
    if (!title) next.title = t('form.errors.titleRequired');
    else if (title.length > TITLE_MAX) next.title = t('form.errors.titleLong', { max: TITLE_MAX });
    if (!form.dueDate || Number.isNaN(Date.parse(form.dueDate))) next.dueDate = t('form.errors.dueDate');
    return next;
  }

  /** Only what the user changed, so a concurrent edit of another field is not overwritten. */
  function changes(): TaskUpdateInput {
    const input: TaskUpdateInput = {};
    if (form.title.trim() !== initial.title) input.title = form.title.trim();
    if (form.assigneeId !== initial.assigneeId) input.assigneeId = form.assigneeId || null;
    if (form.dueDate !== initial.dueDate && form.dueDate) input.dueDate = new Date(form.dueDate).toISOString();
    if (form.tags.join() !== initial.tags.join()) input.tags = form.tags;
    if (form.description.trim() !== initial.description) input.description = textToHtml(form.description);
    if (form.isImportant !== initial.isImportant) input.isImportant = form.isImportant;
    if (form.isCompleted !== initial.isCompleted) input.isCompleted = form.isCompleted;
    return input;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (readOnly) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !form.dueDate) return;
    try {
      if (task) {
        const input = changes();
        if (Object.keys(input).length > 0) {
          await updateTask({
            variables: { id: task.id, input: { ...input, version: baseVersion } },
            update: (cache, { data }) => data && placeTaskInLists(cache, data.updateTask, task),
          });
        }
        toast.success(t('toast.updated'));
      } else {
        await addTask({
          variables: {
            input: {
              title: form.title.trim(),
              dueDate: new Date(form.dueDate).toISOString(),
              assigneeId: form.assigneeId || null,
              tags: form.tags,
              description: textToHtml(form.description),
              isImportant: form.isImportant,
              isCompleted: form.isCompleted,
            },
          },
          update: (cache, { data }) => data && placeTaskInLists(cache, data.addTask, null),
        });
        toast.success(t('toast.added'));
      }
      onClose();
    } catch (error) {
      const stale = versionConflictOf(error);
      if (stale && task) await showConflict(stale, task.id);
      else toast.error(t('toast.saveFailedWith', { message: error instanceof Error ? error.message : String(error) }));
    }
  }

  /** Reads the task as it is now (into the cache too) and names the fields changed since the form was read. */
  async function showConflict(stale: VersionConflict, id: string) {
    const { data } = await client.query({ query: TaskQuery, variables: { id }, fetchPolicy: 'network-only' });
    if (!data) return;
    setConflict({ stale, latest: data.task, fields: changedFields(initial, formOf(data.task)) });
  }

  /** Their version becomes the form, the base of the next save and the version it is made from. */
  function takeConflicting() {
    if (!conflict) return;
    const next = formOf(conflict.latest);
    setInitial(next);
    setForm(next);
    setBaseVersion(conflict.latest.version);
    setConflict(null);
  }

  /** Keep my edits: the next save is made from the current version, so it overwrites knowingly. */
  function keepMine() {
    if (!conflict) return;
    setBaseVersion(conflict.latest.version);
    setConflict(null);
  }

  async function remove() {
    if (task && (await onDelete(task))) onClose();
  }

  /** The other version becomes the form and the base the next save is compared with. */
  function takeTheirs() {
    remote.takeTheirs((latest) => {
      const next = formOf(latest);
      setInitial(next);
      setForm(next);
      setBaseVersion(latest.version);
      setErrors({});
    });
  }

  const title = readOnly ? t('drawer.viewTitle') : task ? t('drawer.editTitle') : t('drawer.addTitle');

  return (
    <AppDrawer isOpen={state !== null} onClose={onClose} label={title} title={title} icon={task ? 'edit' : 'add'} size="min(440px, 100%)" className="todo-drawer">
      <form className="todo-form" onSubmit={submit} noValidate data-testid="task-form">
        <div className="todo-form__body">
          {conflict ? (
            <VersionConflictNotice updatedBy={conflict.stale.updatedBy} fields={conflict.fields.map((field) => t(`form.${FIELD_LABELS[field]}`))} onReload={takeConflicting} onDismiss={keepMine} />
          ) : null}
          {remote.change && !readOnly && !conflict ? <RemoteChangeNotice change={remote.change} onReload={takeTheirs} onDismiss={remote.dismiss} /> : null}
          {readOnly && task ? (
            <>
              <Callout intent="warning" icon="trash" className="todo-form__trash">
                {t('drawer.trashNote')}
              </Callout>
              <dl className="todo-readonly">
                <dt>{t('form.title')}</dt>
                <dd>{task.title}</dd>
                <dt>{t('form.assignee')}</dt>
                <dd>{task.assignee?.fullName ?? task.guestAssignee?.fullName ?? t('row.unassigned')}</dd>
                <dt>{t('form.dueDate')}</dt>
                <dd>{due.full(task.dueDate)}</dd>
                <dt>{t('form.tags')}</dt>
                <dd>{task.tags.length ? task.tags.map((tag) => t(`tag.${tag}`)).join(', ') : '—'}</dd>
                <dt>{t('form.description')}</dt>
                {/* Stored as sent: only the sanitizer's allow-list reaches the DOM. */}
                <DeferredSafeHtml as="dd" className="todo-readonly__html" html={task.description} empty="—" />
              </dl>
            </>
          ) : (
            <>
              <FormGroup label={t('form.title')} labelFor="task-title" labelInfo={<span className="todo-required" aria-hidden="true">*</span>} helperText={errors.title} intent={errors.title ? 'danger' : 'none'}>
                <InputGroup
                  id="task-title"
                  value={form.title}
                  maxLength={TITLE_MAX + 1}
                  placeholder={t('form.titlePlaceholder')}
                  intent={errors.title ? 'danger' : 'none'}
                  aria-invalid={Boolean(errors.title)}
                  aria-required
                  autoFocus
                  onValueChange={(value) => set('title', value)}
                />
              </FormGroup>
              <FormGroup label={t('form.assignee')} labelFor="task-assignee">
                <HTMLSelect id="task-assignee" fill value={form.assigneeId} onChange={(e) => set('assigneeId', e.target.value)}>
                  {/* Left as is, a task assigned outside the team keeps that person. */}
                  <option value="">{task?.guestAssignee ? t('form.guestAssignee', { name: task.guestAssignee.fullName }) : t('row.unassigned')}</option>
                  {(assignees.data?.assignees ?? []).map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.fullName}
                    </option>
                  ))}
                </HTMLSelect>
              </FormGroup>
              <FormGroup label={t('form.dueDate')} labelFor="task-due" labelInfo={<span className="todo-required" aria-hidden="true">*</span>} helperText={errors.dueDate} intent={errors.dueDate ? 'danger' : 'none'}>
                <DateInput
                  dateFnsFormat="dd.MM.yyyy"
                  placeholder={t('form.datePlaceholder')}
                  fill
                  showActionsBar
                  todayButtonText={t('form.today')}
                  clearButtonText={t('form.clear')}
                  invalidDateMessage={t('form.errors.dueDate')}
                  popoverProps={{ placement: 'bottom-start' }}
                  inputProps={{ id: 'task-due', intent: errors.dueDate ? 'danger' : 'none', 'aria-required': true }}
                  value={form.dueDate}
                  onChange={(value) => set('dueDate', value)}
                />
              </FormGroup>
              <FormGroup label={t('form.tags')} labelFor="task-tags">
                <TagSelect id="task-tags" value={form.tags} onChange={(tags) => set('tags', tags)} />
              </FormGroup>
              <FormGroup label={t('form.description')} labelFor="task-description">
                <TextArea id="task-description" fill autoResize rows={4} value={form.description} placeholder={t('form.descriptionPlaceholder')} onChange={(e) => set('description', e.target.value)} />
              </FormGroup>
              <div className="todo-form__switches">
                <Switch label={t('form.important')} checked={form.isImportant} onChange={(e) => set('isImportant', e.currentTarget.checked)} data-testid="task-form-important" />
                <Switch label={t('form.completed')} checked={form.isCompleted} onChange={(e) => set('isCompleted', e.currentTarget.checked)} data-testid="task-form-completed" />
              </div>
            </>
          )}
          {task ? <ChangeHistory subject="Task" recordId={task.id} level={3} /> : null}
        </div>
        <div className="todo-form__footer">
          {readOnly ? (
            <Button variant="outlined" text={t('common:action.close')} onClick={onClose} />
          ) : (
            <>
              <Button type="submit" intent="primary" loading={added.loading || updated.loading} text={task ? t('action.save') : t('action.create')} data-testid="task-submit" />
              <Button variant="outlined" text={t('common:action.cancel')} onClick={onClose} />
              {task ? <Button className="todo-form__delete" variant="minimal" intent="danger" icon="trash" text={t('action.delete')} onClick={() => void remove()} data-testid="task-delete" /> : null}
            </>
          )}
        </div>
      </form>
    </AppDrawer>
  );
}
