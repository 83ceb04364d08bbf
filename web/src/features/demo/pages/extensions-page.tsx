import { Button, HotkeysProvider } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { showToast, toast } from '../../../lib/toaster';
import { DemoCard, DemoRow, DemoPage } from '../components/demo-card';
import { ClipboardDemo } from '../components/extensions/clipboard-demo';
import { Dropzone } from '../components/extensions/dropzone';
import { HotkeysDemo } from '../components/extensions/hotkeys-demo';
import { LanguageDemo } from '../components/extensions/language-demo';
import { SortableList } from '../components/extensions/sortable-list';
import '../demo.css';

/** /extensions: hotkeys, clipboard, drag-and-drop ordering, file upload, language switching, toasts. */
export default function ExtensionsPage() {
  const { t } = useTranslation('demo');

  return (
    <DemoPage title={t('pages.extensions.title')}>
      <DemoCard title={t('extensions.hotkeys.title')} note={t('extensions.hotkeys.note')} testId="demo-hotkeys">
        <HotkeysProvider>
          <HotkeysDemo />
        </HotkeysProvider>
      </DemoCard>
      <DemoCard title={t('extensions.dnd.title')} note={t('extensions.dnd.note')} testId="demo-dnd">
        <SortableList />
      </DemoCard>
      <DemoCard title={t('extensions.upload.title')} note={t('extensions.upload.note')} testId="demo-upload">
        <Dropzone />
      </DemoCard>
      <DemoCard title={t('extensions.i18n.title')} note={t('extensions.i18n.note')} testId="demo-i18n">
        <LanguageDemo />
      </DemoCard>
      <DemoCard title={t('extensions.clipboard.title')} note={t('extensions.clipboard.note')} testId="demo-clipboard">
        <ClipboardDemo />
      </DemoCard>
      <DemoCard title={t('extensions.toasts.title')} note={t('extensions.toasts.note')}>
        <DemoRow>
          <Button intent="success" text={t('extensions.toasts.saved')} onClick={() => toast.success(t('extensions.toasts.savedText'))} />
          <Button intent="warning" text={t('extensions.toasts.warning')} onClick={() => showToast({ intent: 'warning', icon: 'warning-sign', message: t('extensions.toasts.warningText') })} />
          <Button
            variant="outlined"
            text={t('extensions.toasts.undo')}
            onClick={() =>
              showToast({
                icon: 'trash',
                message: t('extensions.toasts.undoText'),
                action: { text: t('extensions.toasts.undoAction'), onClick: () => toast.info(t('extensions.toasts.restored')) },
              })
            }
          />
        </DemoRow>
      </DemoCard>
    </DemoPage>
  );
}
