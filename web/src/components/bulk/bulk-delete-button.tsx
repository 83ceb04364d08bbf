import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';

/** A bulk bar's Delete: asks first (`question`: how many, in the list's words), then deletes. */
export function BulkDeleteButton({ question, loading, onDelete }: { question: string; loading: boolean; onDelete: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Button
      intent="danger"
      variant="outlined"
      icon="trash"
      text={t('bulk.delete')}
      loading={loading}
      onClick={() => {
        if (window.confirm(question)) onDelete();
      }}
      data-testid="bulk-delete"
    />
  );
}
