import { Button, Callout, FileInput } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile, type ImportList, type UploadedFile } from '../api/imports';

/** Picks a CSV file and sends it: the server reads its encoding, delimiter and columns. */
export function UploadStep({ list, onUploaded }: { list: ImportList; onUploaded: (file: UploadedFile) => void }) {
  const { t } = useTranslation('imports');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async () => {
    if (!file) return;
    setSending(true);
    setError(null);
    try {
      onUploaded(await uploadFile(list, file));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setSending(false);
    }
  };

  return (
    <div className="imports-upload">
      <p className="imports-hint">{t('upload.hint')}</p>
      <FileInput
        className="imports-upload__input"
        text={file?.name ?? t('upload.choose')}
        buttonText={t('upload.browse')}
        hasSelection={file !== null}
        inputProps={{ accept: '.csv,.txt,text/csv', 'aria-label': t('upload.choose'), name: 'file' }}
        onInputChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        fill
      />
      {error ? (
        <Callout intent="danger" icon="error" className="imports-callout" role="alert" data-testid="import-upload-error">
          {error}
        </Callout>
      ) : null}
      <div className="imports-actions">
        <Button intent="primary" icon="upload" text={t('upload.send')} disabled={!file} loading={sending} onClick={() => void send()} data-testid="import-upload" />
      </div>
    </div>
  );
}
