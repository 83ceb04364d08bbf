import { Callout, DialogStep, FormGroup, InputGroup, MultistepDialog, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toaster';

const CATEGORIES = ['crm', 'ecommerce', 'analytics'] as const;
const FRAMEWORKS = ['react', 'vue', 'angular'] as const;
const DATABASES = ['postgres', 'mysql', 'sqlite'] as const;

/** A four-step wizard: details, framework, database, review. */
export function CreateAppDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const [name, setName] = useState('');
  const [category, setCategory] = useState<string>('crm');
  const [framework, setFramework] = useState<string>('react');
  const [database, setDatabase] = useState<string>('postgres');
  const nameOk = name.trim().length >= 3;

  function finish() {
    toast.success(t('modals.createApp.created', { name: name.trim() }));
    setName('');
    onClose();
  }

  return (
    <MultistepDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('modals.createApp.title')}
      icon="application"
      navigationPosition="left"
      className="example-dialog example-dialog--wide"
      nextButtonProps={{ text: t('modals.next') }}
      backButtonProps={{ text: t('modals.back') }}
      finalButtonProps={{ text: t('modals.createApp.submit'), intent: 'primary', onClick: finish }}
    >
      <DialogStep
        id="details"
        title={t('modals.createApp.details')}
        nextButtonProps={{ disabled: !nameOk, text: t('modals.next') }}
        panel={
          <div className="wizard-panel">
            <FormGroup label={t('modals.createApp.name')} labelFor="app-name" helperText={name && !nameOk ? t('modals.errors.name') : undefined} intent={name && !nameOk ? 'danger' : 'none'}>
              <InputGroup id="app-name" value={name} onValueChange={setName} placeholder={t('modals.createApp.namePlaceholder')} autoFocus />
            </FormGroup>
            <RadioGroup label={t('modals.createApp.category')} selectedValue={category} onChange={(e) => setCategory(e.currentTarget.value)}>
              {CATEGORIES.map((c) => (
                <Radio key={c} value={c} label={t(`modals.createApp.categories.${c}`)} />
              ))}
            </RadioGroup>
          </div>
        }
      />
      <DialogStep
        id="framework"
        title={t('modals.createApp.framework')}
        panel={
          <div className="wizard-panel">
            <RadioGroup label={t('modals.createApp.framework')} selectedValue={framework} onChange={(e) => setFramework(e.currentTarget.value)}>
              {FRAMEWORKS.map((f) => (
                <Radio key={f} value={f} label={t(`modals.createApp.frameworks.${f}`)} />
              ))}
            </RadioGroup>
          </div>
        }
      />
      <DialogStep
        id="database"
        title={t('modals.createApp.database')}
        panel={
          <div className="wizard-panel">
            <RadioGroup label={t('modals.createApp.database')} selectedValue={database} onChange={(e) => setDatabase(e.currentTarget.value)}>
              {DATABASES.map((d) => (
                <Radio key={d} value={d} label={t(`modals.createApp.databases.${d}`)} />
              ))}
            </RadioGroup>
          </div>
        }
      />
      <DialogStep
        id="review"
        title={t('modals.createApp.review')}
        panel={
          <div className="wizard-panel">
            <Callout intent="success" icon="tick-circle" title={t('modals.createApp.ready')}>
              <dl className="about-list">
                <dt>{t('modals.createApp.name')}</dt>
                <dd>{name}</dd>
                <dt>{t('modals.createApp.category')}</dt>
                <dd>{t(`modals.createApp.categories.${category}`)}</dd>
                <dt>{t('modals.createApp.framework')}</dt>
                <dd>{t(`modals.createApp.frameworks.${framework}`)}</dd>
                <dt>{t('modals.createApp.database')}</dt>
                <dd>{t(`modals.createApp.databases.${database}`)}</dd>
              </dl>
            </Callout>
          </div>
        }
      />
    </MultistepDialog>
  );
}
