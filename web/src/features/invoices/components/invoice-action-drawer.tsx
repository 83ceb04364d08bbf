import { Button, type IconName, type Intent } from '@blueprintjs/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDrawer } from '../../../components/app-drawer';
import { toast } from '../../../lib/toaster';

interface Props {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  icon: IconName;
  /** The drawer's width (a CSS size). */
  size: string;
  testId: string;
  submit: { text: string; icon: IconName; intent: Intent; testId: string };
  loading: boolean;
  /**
   * Checks the form and makes the change: what to say once it is done, or null when the form shows what to fix.
   * Then the drawer closes; a failure is said and the drawer stays open.
   */
  run: () => Promise<string | null>;
  children: ReactNode;
}

/** A drawer with the form of one action on an invoice (add a payment, send it). */
export function InvoiceActionDrawer({ isOpen, onClose, title, icon, size, testId, submit, loading, run, children }: Props) {
  const { t } = useTranslation(['invoices', 'common']);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      const done = await run();
      if (done === null) return;
      toast.success(done);
      onClose();
    } catch (error) {
      toast.error(t('toast.failed', { message: (error as Error).message }));
    }
  }

  return (
    <AppDrawer isOpen={isOpen} onClose={onClose} label={title} title={title} icon={icon} size={size} className="invoice-drawer">
      <form className="invoice-drawer__body" onSubmit={(event) => void onSubmit(event)} noValidate data-testid={testId}>
        {children}
        <div className="invoice-drawer__actions">
          <Button type="submit" intent={submit.intent} icon={submit.icon} text={submit.text} loading={loading} data-testid={submit.testId} />
          <Button variant="outlined" text={t('common:action.cancel')} onClick={onClose} />
        </div>
      </form>
    </AppDrawer>
  );
}
