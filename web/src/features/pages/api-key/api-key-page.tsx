import { Button, Callout, Card, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ScrollTable } from '../../../components/tables';
import { EmptyState } from '../../../components/states';
import { Tag } from '../../../components/tag';
import { toast } from '../../../lib/toaster';
import { formatDate } from '../shared/format-date';
import '../pages.css';

const ACCESS = ['full', 'read', 'write'] as const;
type Access = (typeof ACCESS)[number];
interface ApiKey {
  id: number;
  name: string;
  key: string;
  access: Access;
  created: string;
}

function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return `ak_live_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const mask = (key: string) => `${key.slice(0, 12)}••••••••${key.slice(-4)}`;

/**
 * API keys: the demo has no key API, so keys live in this page's state only (the callout says so);
 * they are real random values and copy to the clipboard.
 */
export default function ApiKeyPage() {
  const { t, i18n } = useTranslation('pages');
  const [keys, setKeys] = useState<ApiKey[]>(() => [
    { id: 2, name: t('apiKey.sampleServer'), key: newKey(), access: 'full', created: '2024-03-12T09:30:00Z' },
    { id: 1, name: t('apiKey.sampleReports'), key: newKey(), access: 'read', created: '2024-01-28T14:05:00Z' },
  ]);
  const [name, setName] = useState('');
  const [access, setAccess] = useState<Access>('full');
  const [error, setError] = useState<string | null>(null);

  function create(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 3 || trimmed.length > 60) {
      setError(t('apiKey.nameError'));
      return;
    }
    setError(null);
    setKeys((list) => [{ id: Math.max(0, ...list.map((k) => k.id)) + 1, name: trimmed, key: newKey(), access, created: new Date().toISOString() }, ...list]);
    setName('');
    toast.success(t('apiKey.created'));
  }

  async function copy(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      toast.success(t('apiKey.copied'));
    } catch {
      toast.error(t('apiKey.copyFailed'));
    }
  }

  return (
    <div className="page">
      <PageHeader title={t('pages.apiKey.title')} />
      <Card className="card api-key-create">
        <div>
          <h2 className="card__title">{t('apiKey.createTitle')}</h2>
          <form onSubmit={create} noValidate className="api-key-form">
            <FormGroup label={t('apiKey.name')} labelFor="api-key-name" helperText={error ?? undefined} intent={error ? 'danger' : 'none'}>
              <InputGroup id="api-key-name" value={name} onValueChange={setName} placeholder={t('apiKey.namePlaceholder')} intent={error ? 'danger' : 'none'} />
            </FormGroup>
            <FormGroup label={t('apiKey.access')} labelFor="api-key-access">
              <HTMLSelect id="api-key-access" fill value={access} onChange={(e) => setAccess(ACCESS.find((a) => a === e.currentTarget.value) ?? 'full')} options={ACCESS.map((a) => ({ value: a, label: t(`apiKey.accessNames.${a}`) }))} />
            </FormGroup>
            <Button type="submit" intent="primary" fill text={t('apiKey.create')} />
          </form>
        </div>
        <img src="/images/pricing/api-keys.svg" alt="" className="api-key-create__art" />
      </Card>
      <Card className="card card--flush">
        <div className="card__head">
          <h2 className="card__title">{t('apiKey.listTitle')}</h2>
          <Callout intent="warning" icon="info-sign" className="form-callout">
            {t('apiKey.demoNote')}
          </Callout>
        </div>
        {keys.length === 0 ? (
          <EmptyState icon="key" title={t('apiKey.emptyTitle')} description={t('apiKey.emptyText')} />
        ) : (
          <ScrollTable
            className="api-key-table"
            interactive
            head={
              <>
                <th>{t('apiKey.name')}</th>
                <th>{t('apiKey.key')}</th>
                <th>{t('apiKey.access')}</th>
                <th>{t('apiKey.createdAt')}</th>
                <th>
                  <span className="visually-hidden">{t('apiKey.actions')}</span>
                </th>
              </>
            }
          >
            {keys.map((k) => (
              <tr key={k.id}>
                <td>
                  <strong>{k.name}</strong>
                </td>
                <td>
                  <code className="api-key-code">{mask(k.key)}</code>
                </td>
                <td>
                  <Tag minimal round intent={k.access === 'full' ? 'primary' : k.access === 'write' ? 'warning' : 'success'}>
                    {t(`apiKey.accessNames.${k.access}`)}
                  </Tag>
                </td>
                <td>{formatDate(k.created, i18n.language)}</td>
                <td className="api-key-table__actions">
                  <Button variant="minimal" icon="duplicate" aria-label={t('apiKey.copy')} title={t('apiKey.copy')} onClick={() => void copy(k.key)} />
                  <Button variant="minimal" icon="trash" intent="danger" aria-label={t('apiKey.delete')} title={t('apiKey.delete')} onClick={() => setKeys((list) => list.filter((x) => x.id !== k.id))} />
                </td>
              </tr>
            ))}
          </ScrollTable>
        )}
      </Card>
    </div>
  );
}
