import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SavedViewFieldsFragment } from '../../__generated__/graphql';
import { toast } from '../../lib/toaster';
import type { UrlFields } from '../../lib/url-state';
import { DeleteViewMutation, SavedViewsQuery, SaveViewMutation, UpdateViewMutation } from './documents';
import { forgetSavedViews } from './saved-view-changed';
import { SaveViewDialog, type ViewDraft } from './save-view-dialog';
import { PATH_KEY, SAVED_VIEW_PARAM, sameState, searchWithView, stateOfSearch, stateOfView, viewKeys, type ListState } from './view-state';
import './views-menu.css';

/** The lists the server keeps views of (server/saved-views/models.ts VIEW_LISTS). */
export type ViewList = 'users' | 'invoices' | 'tasks' | 'products' | 'employees' | 'audit-log';

const failed = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A list header's saved views: open one (its state replaces the list's URL state), save the current state as a new
 * view, save changes to the open one, make it one's default (opened when the list is opened plain), delete it. The
 * views are the server's (survive sign-out, shared with roles) and live: any change to them is read again.
 */
export function ViewsMenu<S>({ list, fields, route }: { list: ViewList; fields: UrlFields<S>; route?: string }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { kept, replaced } = useMemo(() => viewKeys(fields), [fields]);
  const keys = useMemo(() => (route ? [...kept, PATH_KEY] : kept), [kept, route]);
  const { data } = useQuery(SavedViewsQuery, { variables: { list } });
  const views = useMemo(() => data?.savedViews ?? [], [data]);
  const [naming, setNaming] = useState(false);
  const refetchViews = { update: (cache: Parameters<typeof forgetSavedViews>[0]) => forgetSavedViews(cache, list) };
  const [save, { loading: saving }] = useMutation(SaveViewMutation, refetchViews);
  const [change] = useMutation(UpdateViewMutation, refetchViews);
  const [remove] = useMutation(DeleteViewMutation, refetchViews);

  // A list whose path holds part of its state (the to-do's filter or tag) keeps the path too.
  const current: ListState = route && pathname !== route ? { ...stateOfSearch(search, kept), [PATH_KEY]: pathname } : stateOfSearch(search, kept);
  const openId = search.get(SAVED_VIEW_PARAM);
  const open = views.find((view) => view.id === openId) ?? null;
  const changed = open !== null && !sameState(stateOfView(open.state, keys), current);

  /** The URL of a state opened as the view `viewId` (or as no view). */
  const go = (state: ListState, viewId: string | null, replace: boolean) => {
    const { [PATH_KEY]: path, ...params } = state;
    const target = route ? (path?.startsWith(route) ? path : route) : pathname;
    void navigate({ pathname: target, search: `?${searchWithView(search, replaced, params, viewId).toString()}` }, { replace });
  };
  const apply = (view: SavedViewFieldsFragment, replace = false) => go(stateOfView(view.state, keys), view.id, replace);

  // A list opened plain (no state of its own in the URL) opens the person's default view, once.
  const arrived = useRef(false);
  const latestApply = useRef(apply);
  useEffect(() => {
    latestApply.current = apply;
  });
  useEffect(() => {
    if (arrived.current || !data) return;
    arrived.current = true;
    const plain = (!route || pathname === route) && !replaced.some((key) => search.has(key)) && !search.has(SAVED_VIEW_PARAM);
    const fallback = data.savedViews.find((view) => view.isDefault);
    if (plain && fallback) latestApply.current(fallback, true);
  }, [data, search, replaced, route, pathname]);

  async function saveNew(draft: ViewDraft) {
    try {
      const { data: saved } = await save({ variables: { input: { list, name: draft.name, state: current, isDefault: draft.isDefault, sharedWith: draft.sharedWith } } });
      setNaming(false);
      if (saved) {
        go(current, saved.saveView.id, true);
        toast.success(t('views.saved', { name: saved.saveView.name }));
      }
    } catch (error) {
      toast.error(t('views.failed', { message: failed(error) }));
    }
  }

  async function update(view: SavedViewFieldsFragment, input: { state?: Record<string, string>; isDefault?: boolean }, done: string) {
    try {
      await change({ variables: { id: view.id, input, version: input.state ? view.version : null } });
      toast.success(done);
    } catch (error) {
      toast.error(t('views.failed', { message: failed(error) }));
    }
  }

  async function deleteOpen(view: SavedViewFieldsFragment) {
    try {
      await remove({ variables: { id: view.id } });
      go(current, null, true);
      toast.success(t('views.deleted', { name: view.name }));
    } catch (error) {
      toast.error(t('views.failed', { message: failed(error) }));
    }
  }

  const menu = (
    <Menu className="views-menu__list" aria-label={t('views.title')}>
      {views.length === 0 ? <MenuItem disabled text={t('views.none')} /> : null}
      {views.map((view) => (
        <MenuItem
          key={view.id}
          text={view.name}
          icon={view.isDefault ? 'star' : view.sharedWith.length > 0 ? 'people' : 'eye-open'}
          label={view.isDefault ? t('views.default') : view.isMine ? undefined : t('views.shared')}
          active={view.id === open?.id}
          onClick={() => apply(view)}
          data-testid="saved-view"
        />
      ))}
      <MenuDivider />
      <MenuItem icon="add" text={t('views.saveAs')} onClick={() => setNaming(true)} data-testid="save-view" />
      {open ? (
        <>
          {changed && open.canEdit ? <MenuItem icon="floppy-disk" text={t('views.saveChanges')} onClick={() => void update(open, { state: current }, t('views.saved', { name: open.name }))} /> : null}
          <MenuItem
            icon={open.isDefault ? 'star-empty' : 'star'}
            text={open.isDefault ? t('views.unsetDefault') : t('views.setDefault')}
            onClick={() => void update(open, { isDefault: !open.isDefault }, open.isDefault ? t('views.defaultUnset') : t('views.defaultSet', { name: open.name }))}
            data-testid="view-default"
          />
          {open.canEdit ? <MenuItem icon="trash" intent="danger" text={t('views.delete')} onClick={() => void deleteOpen(open)} data-testid="view-delete" /> : null}
        </>
      ) : null}
    </Menu>
  );

  return (
    <div className="views-menu" data-testid="views-menu">
      <PopoverNext placement="bottom-start" content={menu}>
        <Button variant="outlined" icon="bookmark" endIcon="caret-down" text={open ? open.name : t('views.title')} data-testid="views-button" aria-label={open ? `${t('views.title')}: ${open.name}` : t('views.title')} />
      </PopoverNext>
      {changed ? (
        <span className="views-menu__changed">
          <span className="views-menu__note">{t('views.changed')}</span>
          {open.canEdit ? <Button size="small" variant="minimal" intent="primary" text={t('views.save')} onClick={() => void update(open, { state: current }, t('views.saved', { name: open.name }))} data-testid="view-save-changes" /> : null}
          <Button size="small" variant="minimal" text={t('views.saveAsShort')} onClick={() => setNaming(true)} data-testid="view-save-as" />
        </span>
      ) : null}
      <SaveViewDialog isOpen={naming} saving={saving} onSave={(draft) => void saveNew(draft)} onClose={() => setNaming(false)} />
    </div>
  );
}
