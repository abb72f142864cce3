/**
 * API KEYS (Master Admin only, issue 43): the keys a shop's storefront signs its calls to the storefront API with —
 * name, prefix, scopes, rate limit, who made it, when last used — with Create (the secret shown once) and Revoke.
 */
import { Button, Callout, HTMLTable, Tag } from '@blueprintjs/core';
import { useActorRef } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import {
  API_KEY_MESSAGES,
  API_KEY_SCOPE_LABELS,
  plural,
  STORE_API_BASE,
  STORE_API,
  type ApiKey,
  type RouteDef,
} from '../../../contract';
import { apiKeyCreateMachine } from '../../../machines/store/api-key-create.machine';
import { useConfirm } from '../../components/confirm';
import { MessageState } from '../../components/MessageState';
import { ScreenHeader } from '../../components/ScreenHeader';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { ApiKeyCreateDialog } from './ApiKeyCreateDialog';
import { apiKeysQueryKey, createApiKey, useApiKeys, useRevokeApiKey } from './api-keys-api';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './api-keys.css';

export function ApiKeysScreen({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
  const keys = useApiKeys();
  const queryClient = useQueryClient();
  const creator = useActorRef(
    apiKeyCreateMachine.provide({
      actors: { createKey: fromPromise(({ input }) => createApiKey(input)) },
      actions: { notifyCreated: () => void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }) },
    }),
  );
  const live = keys.data?.filter((k) => !k.revokedAt).length ?? 0;
  return (
    <div className="screen">
      <ScreenHeader
        title={route.title}
        subtitle={
          <>
            A shop’s storefront calls the storefront API (<code>{STORE_API_BASE}</code>, described at{' '}
            <a
              className="api-keys-doc-link"
              href={`${STORE_API_BASE}${STORE_API.openapi}`}
              target="_blank"
              rel="noreferrer"
            >
              openapi.json
            </a>
            ) with one of these keys.
          </>
        }
        actions={
          <Button
            icon="add"
            intent="primary"
            text="Create API key"
            onClick={() => creator.send({ type: 'dialog.open' })}
          />
        }
      />
      {keys.isError && (
        <Callout intent="danger" role="alert" compact>
          {errorMessage(keys.error)}
        </Callout>
      )}
      {keys.data?.length === 0 && (
        <MessageState
          icon="key"
          title="No API keys yet"
          description="Create one for each storefront or app that reads the catalogue or sends orders."
        />
      )}
      {keys.data && keys.data.length > 0 && (
        <>
          <p className="api-keys-count" aria-live="polite">
            {plural(live, 'live key')}, {plural(keys.data.length - live, 'revoked key')}
          </p>
          <KeyTable keys={keys.data} />
        </>
      )}
      <ApiKeyCreateDialog actor={creator} />
    </div>
  );
}

function KeyTable({ keys }: { keys: ApiKey[] }) {
  const revoke = useRevokeApiKey();
  const confirm = useConfirm();
  const ask = async (key: ApiKey) => {
    const done = await confirm({
      title: 'Revoke API key',
      message: `Revoke “${key.name}” (${key.prefix})? Every call made with it is refused from now on; this cannot be undone.`,
      confirmText: 'Revoke',
      intent: 'danger',
      onConfirm: () => revoke.mutateAsync(key.id),
    });
    if (done) toast.success(API_KEY_MESSAGES.revoked);
  };
  return (
    <HTMLTable compact striped className="api-keys-table">
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Key</th>
          <th scope="col">Scopes</th>
          <th scope="col">Rate limit</th>
          <th scope="col">Created</th>
          <th scope="col">Last used</th>
          <th scope="col">Status</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.id} className={key.revokedAt ? 'api-key-revoked' : undefined}>
            <td>{key.name}</td>
            <td>
              <code>{key.prefix}…</code>
            </td>
            <td>
              <div className="api-key-scope-tags">
                {key.scopes.map((scope) => (
                  <Tag key={scope} minimal>
                    {API_KEY_SCOPE_LABELS[scope]}
                  </Tag>
                ))}
              </div>
            </td>
            <td className="api-key-number">{key.rateLimitPerMinute.toLocaleString('en-IN')}/min</td>
            <td>
              {formatDateTime(key.createdAt)}
              {key.createdByName && <div className="api-key-by">by {key.createdByName}</div>}
            </td>
            <td>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</td>
            <td>
              {key.revokedAt ? (
                <>
                  <Tag intent="danger" minimal>
                    Revoked
                  </Tag>
                  <div className="api-key-by">
                    {formatDateTime(key.revokedAt)}
                    {key.revokedByName && ` by ${key.revokedByName}`}
                  </div>
                </>
              ) : (
                <Tag intent="success" minimal>
                  Live
                </Tag>
              )}
            </td>
            <td>
              {!key.revokedAt && (
                <Button
                  variant="minimal"
                  intent="danger"
                  icon="disable"
                  text="Revoke"
                  aria-label={`Revoke ${key.name}`}
                  onClick={() => void ask(key)}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
