import { Button, Classes, Menu, MenuDivider, MenuItem, Switch, Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { toast } from '../../../lib/toaster';
import { AccordionDemo } from '../components/accordion-demo';
import { DemoCard, DemoRow, DemoPage } from '../components/demo-card';
import { OverlaysDemo } from '../components/overlays-demo';
import { Pagination } from '../components/pagination';
import '../demo.css';

const TABS = ['overview', 'activity', 'settings'] as const;
const STATES = ['loading', 'empty', 'error'] as const;

/** /components: tabs, accordion, dialog/drawer/alert, menu, toasts, pagination, non-ideal states, skeletons. */
export default function ComponentsPage() {
  const { t } = useTranslation('demo');
  const [tab, setTab] = useState<string>(TABS[0]);
  const [page, setPage] = useState(4);
  const [roundPage, setRoundPage] = useState(1);
  const [state, setState] = useState<(typeof STATES)[number]>('empty');
  const [skeleton, setSkeleton] = useState(true);

  return (
    <DemoPage title={t('pages.components.title')}>
      <DemoCard title={t('components.tabs.title')} note={t('components.tabs.note')} testId="demo-tabs">
        <Tabs id="demo-tabs" selectedTabId={tab} onChange={(id) => setTab(String(id))} className="demo-tabs">
          {TABS.map((id) => (
            <Tab key={id} id={id} title={t(`components.tabs.${id}`)} icon={id === 'overview' ? 'dashboard' : id === 'activity' ? 'timeline-events' : 'cog'} panel={<p className="demo-tab-panel">{t(`components.tabs.${id}Text`)}</p>} />
          ))}
        </Tabs>
      </DemoCard>

      <DemoCard title={t('components.accordion.title')} note={t('components.accordion.note')}>
        <AccordionDemo />
      </DemoCard>

      <DemoCard title={t('components.overlays.title')} note={t('components.overlays.note')} testId="demo-overlays">
        <OverlaysDemo />
      </DemoCard>

      <DemoCard title={t('components.toasts.title')} note={t('components.toasts.note')} testId="demo-toasts">
        <DemoRow>
          <Button intent="success" icon="tick-circle" text={t('components.toasts.success')} onClick={() => toast.success(t('components.toasts.successText'))} data-testid="demo-toast-success" />
          <Button intent="primary" icon="info-sign" text={t('components.toasts.info')} onClick={() => toast.info(t('components.toasts.infoText'))} />
          <Button intent="danger" icon="error" text={t('components.toasts.error')} onClick={() => toast.error(t('components.toasts.errorText'))} />
        </DemoRow>
      </DemoCard>

      <DemoCard title={t('components.menu.title')} note={t('components.menu.note')}>
        <Menu className="demo-menu">
          <MenuDivider title={t('components.menu.account')} />
          <MenuItem icon="user" text={t('components.menu.profile')} label="⌘P" />
          <MenuItem icon="cog" text={t('components.menu.settings')} />
          <MenuItem icon="credit-card" text={t('components.menu.billing')} labelElement={<span className="demo-badge demo-badge--danger demo-badge--inline">3</span>} />
          {/* In a portal: Blueprint renders a submenu's overlay container (a div) inside the menu's list otherwise. */}
          <MenuItem icon="share" text={t('components.menu.share')} popoverProps={{ usePortal: true }}>
            <MenuItem icon="envelope" text={t('components.menu.byEmail')} />
            <MenuItem icon="link" text={t('components.menu.copyLink')} />
          </MenuItem>
          <MenuDivider />
          <MenuItem icon="log-out" intent="danger" text={t('components.menu.logout')} />
        </Menu>
      </DemoCard>

      <DemoCard title={t('components.pagination.title')} note={t('components.pagination.note')} testId="demo-pagination">
        <div className="demo-stack">
          <Pagination page={page} total={12} onChange={setPage} />
          <Pagination page={roundPage} total={5} onChange={setRoundPage} shape="round" />
          <p className="text-muted">{t('components.pagination.status', { page, total: 12 })}</p>
        </div>
      </DemoCard>

      <DemoCard
        title={t('components.states.title')}
        note={t('components.states.note')}
        className="demo-span-2"
        actions={
          <div className={Classes.BUTTON_GROUP} role="group" aria-label={t('components.states.title')}>
            {STATES.map((s) => (
              <Button key={s} size="small" variant={state === s ? 'solid' : 'outlined'} intent={state === s ? 'primary' : 'none'} text={t(`components.states.${s}`)} onClick={() => setState(s)} data-testid={`demo-state-${s}`} />
            ))}
          </div>
        }
      >
        <div className="demo-state-box">
          {state === 'loading' ? <LoadingState /> : null}
          {state === 'empty' ? <EmptyState icon="inbox" title={t('components.states.emptyTitle')} description={t('components.states.emptyText')} action={<Button intent="primary" icon="plus" text={t('components.states.emptyAction')} />} /> : null}
          {state === 'error' ? <ErrorState error={{ message: t('components.states.errorText') }} onRetry={() => setState('loading')} /> : null}
        </div>
      </DemoCard>

      <DemoCard title={t('components.skeleton.title')} note={t('components.skeleton.note')} className="demo-span-2" actions={<Switch checked={skeleton} label={t('components.skeleton.toggle')} onChange={() => setSkeleton((v) => !v)} />}>
        <div className="demo-skeleton-grid">
          {[0, 1, 2].map((i) => (
            <article key={i} className="demo-skeleton-item">
              <div className={`demo-skeleton-item__media ${skeleton ? Classes.SKELETON : ''}`} />
              <h3 className={`demo-skeleton-item__title ${skeleton ? Classes.SKELETON : ''}`}>{t(`components.skeleton.item${i}`)}</h3>
              <p className={`text-muted ${skeleton ? Classes.SKELETON : ''}`}>{t('components.skeleton.text')}</p>
            </article>
          ))}
        </div>
      </DemoCard>
    </DemoPage>
  );
}
