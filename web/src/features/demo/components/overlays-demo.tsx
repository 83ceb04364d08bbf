import { Alert, Button, Classes, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Position } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar';
import { toast } from '../../../lib/toaster';
import { DemoRow } from './demo-card';
import { AppDrawer } from '../../../components/app-drawer';

/** Dialog, drawer and alert as the apps use them: a small form, a side panel, a destructive confirmation. */
export function OverlaysDemo() {
  const { t } = useTranslation('demo');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [alertOpen, setAlertOpen] = useState(false);
  const [name, setName] = useState('');

  return (
    <>
      <DemoRow>
        <Button intent="primary" icon="add" text={t('components.overlays.openDialog')} onClick={() => setDialogOpen(true)} data-testid="demo-dialog-open" />
        <Button variant="outlined" icon="menu-open" text={t('components.overlays.openDrawer')} onClick={() => setDrawerOpen(true)} />
        <Button intent="danger" variant="outlined" icon="trash" text={t('components.overlays.openAlert')} onClick={() => setAlertOpen(true)} />
      </DemoRow>

      <Dialog isOpen={dialogOpen} onClose={() => setDialogOpen(false)} title={t('components.overlays.dialogTitle')} icon="people">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setDialogOpen(false);
            toast.success(t('components.overlays.invited', { name: name || t('components.overlays.someone') }));
            setName('');
          }}
        >
          <DialogBody>
            <p className="text-muted">{t('components.overlays.dialogText')}</p>
            <FormGroup label={t('components.overlays.nameLabel')} labelFor="demo-dialog-name">
              <InputGroup id="demo-dialog-name" value={name} onValueChange={setName} placeholder={t('components.overlays.namePlaceholder')} autoFocus />
            </FormGroup>
          </DialogBody>
          <DialogFooter
            actions={
              <>
                <Button text={t('components.overlays.cancel')} onClick={() => setDialogOpen(false)} />
                <Button type="submit" intent="primary" text={t('components.overlays.invite')} />
              </>
            }
          />
        </form>
      </Dialog>

      <AppDrawer isOpen={drawerOpen} onClose={() => setDrawerOpen(false)} label={t('components.overlays.drawerTitle')} title={t('components.overlays.drawerTitle')} icon="user" size="min(380px, 100%)" position={Position.RIGHT}>
        <div className={`${Classes.DRAWER_BODY} demo-drawer`}>
          <div className="demo-drawer__profile">
            <Avatar name="Анна Смирнова" size={64} status="online" />
            <div>
              <div className="demo-drawer__name">Анна Смирнова</div>
              <div className="text-muted">{t('components.overlays.drawerRole')}</div>
            </div>
          </div>
          <dl className="demo-drawer__facts">
            <dt>{t('components.overlays.email')}</dt>
            <dd>anna.smirnova@example.ru</dd>
            <dt>{t('components.overlays.phone')}</dt>
            <dd dir="ltr">+7 (912) 345-67-89</dd>
            <dt>{t('components.overlays.city')}</dt>
            <dd>Казань</dd>
          </dl>
        </div>
        <div className={Classes.DRAWER_FOOTER}>
          <Button intent="primary" text={t('components.overlays.close')} onClick={() => setDrawerOpen(false)} />
        </div>
      </AppDrawer>

      <Alert
        isOpen={alertOpen}
        intent="danger"
        icon="trash"
        cancelButtonText={t('components.overlays.cancel')}
        confirmButtonText={t('components.overlays.delete')}
        canEscapeKeyCancel
        canOutsideClickCancel
        onCancel={() => setAlertOpen(false)}
        onConfirm={() => {
          setAlertOpen(false);
          toast.error(t('components.overlays.deleted'));
        }}
      >
        <p>{t('components.overlays.alertText')}</p>
      </Alert>
    </>
  );
}
