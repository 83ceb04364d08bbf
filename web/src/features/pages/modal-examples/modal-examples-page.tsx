import { Button, Card, Icon, type IconName } from '@blueprintjs/core';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { AddCardDialog } from './add-card-dialog';
import { CreateAppDialog } from './create-app-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { ReferEarnDialog } from './refer-earn-dialog';
import { ShareProjectDialog } from './share-project-dialog';
import { TwoFactorDialog } from './two-factor-dialog';
import '../pages.css';

const EXAMPLES: { key: string; icon: IconName; Dialog: ComponentType<{ isOpen: boolean; onClose: () => void }> }[] = [
  { key: 'share', icon: 'share', Dialog: ShareProjectDialog },
  { key: 'createApp', icon: 'application', Dialog: CreateAppDialog },
  { key: 'addCard', icon: 'credit-card', Dialog: AddCardDialog },
  { key: 'editUser', icon: 'edit', Dialog: EditUserDialog },
  { key: 'twoFactor', icon: 'shield', Dialog: TwoFactorDialog },
  { key: 'refer', icon: 'crown', Dialog: ReferEarnDialog },
];

/** Working Blueprint dialogs of the product: each validates its form and confirms with a toast. */
export default function ModalExamplesPage() {
  const { t } = useTranslation('pages');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="page">
      <PageHeader title={t('pages.modalExamples.title')} />
      <div className="modal-grid">
        {EXAMPLES.map(({ key, icon, Dialog }) => (
          <Card key={key} className="card modal-card">
            <span className="modal-card__icon tone-primary">
              <Icon icon={icon} size={26} />
            </span>
            <h2 className="card__title">{t(`modals.${key}.title`)}</h2>
            <p className="text-muted">{t(`modals.${key}.card`)}</p>
            <Button intent="primary" text={t('modals.show')} onClick={() => setOpen(key)} data-testid={`open-${key}`} />
            <Dialog isOpen={open === key} onClose={() => setOpen(null)} />
          </Card>
        ))}
      </div>
    </div>
  );
}
