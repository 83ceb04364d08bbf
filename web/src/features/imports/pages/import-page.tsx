import { Card } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import type { ImportList, UploadedFile } from '../api/imports';
import { MappingStep } from '../components/mapping-step';
import { ProgressStep } from '../components/progress-step';
import { UploadStep } from '../components/upload-step';
import '../imports.css';

/** Where each list lives: the way back once the import is done. */
const LIST_PATHS: Record<ImportList, string> = { users: '/apps/user/list', tasks: '/apps/todo', employees: '/datatables' };

/** Upload → map (with the preview) → progress and result: one import into `list`. */
function ImportPage({ list }: { list: ImportList }) {
  const { t } = useTranslation('imports');
  const [file, setFile] = useState<UploadedFile | null>(null);
  const [started, setStarted] = useState(false);
  const step = started ? 3 : file ? 2 : 1;
  return (
    <div className="page imports-page" data-testid="import-page">
      <PageHeader
        title={t(`pages.${list}`)}
        breadcrumbs={[{ label: t('crumbs.home'), to: '/' }, { label: t(`crumbs.${list}`), to: LIST_PATHS[list] }]}
      />
      <Card className="card imports-card">
        <ol className="imports-steps" aria-label={t('steps.label')}>
          {(['upload', 'map', 'run'] as const).map((name, i) => (
            <li key={name} className={i + 1 === step ? 'imports-steps__step imports-steps__step--current' : 'imports-steps__step'} aria-current={i + 1 === step ? 'step' : undefined}>
              {t(`steps.${name}`)}
            </li>
          ))}
        </ol>
        {step === 1 ? <UploadStep list={list} onUploaded={setFile} /> : null}
        {step === 2 && file ? <MappingStep file={file} onStarted={() => setStarted(true)} onBack={() => setFile(null)} /> : null}
        {step === 3 && file ? (
          <ProgressStep
            file={file}
            listPath={LIST_PATHS[list]}
            onAnother={() => {
              setFile(null);
              setStarted(false);
            }}
          />
        ) : null}
      </Card>
    </div>
  );
}

export function UsersImportPage() {
  return <ImportPage list="users" />;
}

export function TasksImportPage() {
  return <ImportPage list="tasks" />;
}

export function EmployeesImportPage() {
  return <ImportPage list="employees" />;
}
