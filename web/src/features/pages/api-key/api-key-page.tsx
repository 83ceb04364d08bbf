import { Alert, Button, Callout, Card, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiKeyAccess, ApiKeyFieldsFragment } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { ScrollTable } from '../../../components/tables';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { Tag } from '../../../components/tag';
import { ability } from '../../../lib/ability';
import { toast } from '../../../lib/toaster';
import { formatDate } from '../shared/format-date';
import { ApiKeysQuery, CreateApiKeyMutation, RevokeApiKeyMutation } from './api-key-documents';
import '../pages.css';

const ACCESS = ['READ', 'WRITE'] as const satisfies readonly ApiKeyAccess[];
/** How long a new key works: days, or never expiring. */
const LIFETIMES = ['30', '90', '365', 'never'] as const;
type Lifetime = (typeof LIFETIMES)[number];
const NAME_MAX = 80;

type Status = 'active' | 'revoked' | 'expired';
const statusOf = (key: ApiKeyFieldsFragment, now: number): Status =>
  key.revokedAt ? 'revoked' : key.expiresAt && Date.parse(key.expiresAt) <= now ? 'expired' : 'active';
const STATUS_INTENT = { active: 'success', revoked: 'danger', expired: 'warning' } as const;

function expiryOf(lifetime: Lifetime): string | null {
  return lifetime === 'never' ? null : new Date(Date.now() + Number(lifetime) * 86_400_000).toISOString();
}

async function copy(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
}

/**
 * API keys (schema/api-keys.graphql): the person's own keys, made here with a name, READ or WRITE access and a
 * lifetime; the secret is shown once, to copy, and only its last four characters after. A key is revoked here.
 * Making one needs `create ApiKey` ("Доступ к API"); every signed-in person lists and revokes their own.
 */
export default function ApiKeyPage() {
  const { t, i18n } = useTranslation('pages');
  const { data, error, refetch } = useQuery(ApiKeysQuery);
  const [create, { loading: creating }] = useMutation(CreateApiKeyMutation, { refetchQueries: [ApiKeysQuery] });
  const [revoke, { loading: revoking }] = useMutation(RevokeApiKeyMutation);
  const [name, setName] = useState('');
  const [access, setAccess] = useState<ApiKeyAccess>('READ');
  const [lifetime, setLifetime] = useState<Lifetime>('90');
  const [nameError, setNameError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const [revoking_, setRevoking] = useState<ApiKeyFieldsFragment | null>(null);
  const mayCreate = ability.can('create', 'ApiKey');
  const now = Date.now();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || trimmed.length > NAME_MAX) {
      setNameError(t('apiKey.nameError', { max: NAME_MAX }));
      return;
    }
    setNameError(null);
    try {
      const { data: made } = await create({ variables: { input: { name: trimmed, access, expiresAt: expiryOf(lifetime) } } });
      if (made) setCreated({ name: made.createApiKey.apiKey.name, secret: made.createApiKey.secret });
      setName('');
    } catch (failure) {
      const field = CombinedGraphQLErrors.is(failure) ? failure.errors[0]?.extensions?.field : undefined;
      if (field === 'input.name') setNameError(t('apiKey.nameError', { max: NAME_MAX }));
      else toast.error(t('apiKey.createFailed'));
    }
  }

  async function confirmRevoke(key: ApiKeyFieldsFragment) {
    try {
      await revoke({ variables: { id: key.id } });
      toast.success(t('apiKey.revoked', { name: key.name }));
    } catch {
      toast.error(t('apiKey.revokeFailed'));
    } finally {
      setRevoking(null);
    }
  }

  const keys = data?.apiKeys ?? [];
  const example = `curl -H "X-API-Key: ak_…" ${window.location.origin}/apps/invoice/invoices`;

  return (
    <div className="page">
      <PageHeader title={t('pages.apiKey.title')} />
      <Card className="card api-key-create">
        <div>
          <h2 className="card__title">{t('apiKey.createTitle')}</h2>
          <p className="api-key-intro">{t('apiKey.intro')}</p>
          {mayCreate ? (
            <form onSubmit={(event) => void submit(event)} noValidate className="api-key-form">
              <FormGroup label={t('apiKey.name')} labelFor="api-key-name" helperText={nameError ?? undefined} intent={nameError ? 'danger' : 'none'}>
                <InputGroup id="api-key-name" value={name} onValueChange={setName} placeholder={t('apiKey.namePlaceholder')} intent={nameError ? 'danger' : 'none'} maxLength={NAME_MAX + 20} />
              </FormGroup>
              <div className="api-key-form__row">
                <FormGroup label={t('apiKey.access')} labelFor="api-key-access" helperText={t(`apiKey.accessHelp.${access}`)}>
                  <HTMLSelect
                    id="api-key-access"
                    fill
                    value={access}
                    onChange={(e) => setAccess(ACCESS.find((a) => a === e.currentTarget.value) ?? 'READ')}
                    options={ACCESS.map((a) => ({ value: a, label: t(`apiKey.accessNames.${a}`) }))}
                  />
                </FormGroup>
                <FormGroup label={t('apiKey.lifetime')} labelFor="api-key-lifetime">
                  <HTMLSelect
                    id="api-key-lifetime"
                    fill
                    value={lifetime}
                    onChange={(e) => setLifetime(LIFETIMES.find((l) => l === e.currentTarget.value) ?? '90')}
                    options={LIFETIMES.map((l) => ({ value: l, label: t(`apiKey.lifetimes.${l}`) }))}
                  />
                </FormGroup>
              </div>
              <Button type="submit" intent="primary" fill loading={creating} text={t('apiKey.create')} />
            </form>
          ) : (
            <Callout intent="primary" icon="lock" className="form-callout">
              {t('apiKey.notAllowed')}
            </Callout>
          )}
        </div>
        <img src="/images/pricing/api-keys.svg" alt="" className="api-key-create__art" />
      </Card>
      {created ? (
        <Callout intent="success" icon="key" className="api-key-secret" title={t('apiKey.secretTitle', { name: created.name })} data-testid="api-key-secret">
          <p>{t('apiKey.secretOnce')}</p>
          <code className="api-key-code api-key-secret__value">{created.secret}</code>
          <div className="api-key-secret__actions">
            <Button icon="duplicate" intent="primary" text={t('apiKey.copy')} onClick={() => void copy(created.secret, t('apiKey.copied'), t('apiKey.copyFailed'))} />
            <Button variant="outlined" text={t('apiKey.saved')} onClick={() => setCreated(null)} />
          </div>
        </Callout>
      ) : null}
      <Card className="card card--flush">
        <div className="card__head">
          <h2 className="card__title">{t('apiKey.listTitle')}</h2>
          <p className="api-key-usage">
            {t('apiKey.usage')} <code className="api-key-code">{example}</code>
          </p>
        </div>
        {error ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : !data ? (
          <LoadingState />
        ) : keys.length === 0 ? (
          <EmptyState icon="key" title={t('apiKey.emptyTitle')} description={t(mayCreate ? 'apiKey.emptyText' : 'apiKey.emptyTextNotAllowed')} />
        ) : (
          <ScrollTable
            className="api-key-table"
            head={
              <>
                <th>{t('apiKey.name')}</th>
                <th>{t('apiKey.key')}</th>
                <th>{t('apiKey.access')}</th>
                <th>{t('apiKey.createdAt')}</th>
                <th>{t('apiKey.expiresAt')}</th>
                <th>{t('apiKey.lastUsed')}</th>
                <th>
                  <span className="visually-hidden">{t('apiKey.actions')}</span>
                </th>
              </>
            }
          >
            {keys.map((key) => {
              const status = statusOf(key, now);
              return (
                <tr key={key.id} data-testid="api-key-row" data-status={status}>
                  <td>
                    <strong>{key.name}</strong>
                    <br />
                    <Tag minimal round intent={STATUS_INTENT[status]}>
                      {t(`apiKey.status.${status}`)}
                    </Tag>
                  </td>
                  <td>
                    <code className="api-key-code">ak_…{key.last4}</code>
                  </td>
                  <td>
                    <Tag minimal round intent={key.access === 'WRITE' ? 'warning' : 'primary'}>
                      {t(`apiKey.accessNames.${key.access}`)}
                    </Tag>
                  </td>
                  <td>{formatDate(key.createdAt, i18n.language)}</td>
                  <td>{key.expiresAt ? formatDate(key.expiresAt, i18n.language) : t('apiKey.never')}</td>
                  <td data-testid="api-key-last-used">
                    {key.lastUsedAt ? (
                      <>
                        {formatDate(key.lastUsedAt, i18n.language, true)}
                        {key.lastUsedFrom ? <span className="api-key-from"> · {key.lastUsedFrom}</span> : null}
                      </>
                    ) : (
                      t('apiKey.notUsed')
                    )}
                  </td>
                  <td className="api-key-table__actions">
                    {status === 'active' ? (
                      <Button variant="minimal" icon="disable" intent="danger" text={t('apiKey.revoke')} aria-label={t('apiKey.revokeNamed', { name: key.name })} onClick={() => setRevoking(key)} />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </ScrollTable>
        )}
      </Card>
      <Alert
        isOpen={revoking_ !== null}
        icon="disable"
        intent="danger"
        confirmButtonText={t('apiKey.revoke')}
        cancelButtonText={t('apiKey.cancel')}
        loading={revoking}
        onConfirm={() => revoking_ && void confirmRevoke(revoking_)}
        onCancel={() => setRevoking(null)}
      >
        <p>{revoking_ ? t('apiKey.revokeConfirm', { name: revoking_.name }) : null}</p>
      </Alert>
    </div>
  );
}
