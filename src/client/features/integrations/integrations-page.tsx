import { Button } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import useSWR from 'swr';
import type {
  CreatedIntegrationToken,
  IntegrationToken,
  IntegrationTokensResponse,
  TokenScopesResponse,
} from '../../../shared/api/integration-tokens';
import { ConfirmDialog } from '../../components/alert-dialog';
import { DataTable } from '../../components/data-table';
import { ListPanel } from '../../components/list-panel';
import { OutcomeAlert, type Outcome } from '../../components/outcome-alert';
import { PageHeader } from '../../components/page-header';
import { messageOf } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { integrationTokenKeys, integrationTokensApi } from './api/integration-tokens-api';
import { CreatedTokenDialog } from './created-token-dialog';
import { NewTokenDialog } from './new-token-dialog';
import { tokenColumnsOf } from './token-columns';

/**
 * `/admin-settings/integrations`: the tokens other systems call the API with; make one (shown
 * once), see what each may do and when it was last used, revoke it.
 */
export function IntegrationsPage() {
  const account = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<IntegrationTokensResponse>(
    integrationTokenKeys.list(account.accountId),
  );
  // Only for the scopes' names: until it answers (or if it fails) a scope shows its key.
  const { data: catalogue } = useSWR<TokenScopesResponse>(
    integrationTokenKeys.scopes(account.accountId),
  );
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedIntegrationToken | null>(null);
  const [revoking, setRevoking] = useState<IntegrationToken | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const columns = useMemo(() => {
    const labels = new Map(catalogue?.items.map((scope) => [scope.key, scope.label]));
    return tokenColumnsOf((key) => labels.get(key) ?? key, setRevoking);
  }, [catalogue]);
  const items = data?.items ?? [];

  const revoke = async (token: IntegrationToken) => {
    setBusy(true);
    try {
      await integrationTokensApi.revoke(token.tokenId);
      setOutcome({
        status: 'success',
        text: `"${token.name}" is revoked: calls with it fail now.`,
      });
      await mutate();
    } catch (failure) {
      setOutcome({ status: 'error', text: messageOf(failure, 'The token could not be revoked.') });
    } finally {
      setBusy(false);
      setRevoking(null);
    }
  };

  const newToken = (
    <Button size="sm" onClick={() => setCreating(true)}>
      New token
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Integrations"
        description="Tokens that other systems call this organisation's API with, instead of a person's password."
        actions={items.length > 0 ? newToken : null}
      />
      <OutcomeAlert outcome={outcome} mb="4" />
      <ListPanel
        list={{ data, error, isLoading, mutate }}
        loadErrorMessage={messageOf(error, 'The integration tokens could not be loaded.')}
        isEmpty={items.length === 0}
        empty={{
          icon: 'lock',
          title: 'No integration tokens yet',
          description:
            "A token lets another system (a payroll export, a time clock, a reporting tool) call the API without anyone's password. It may do only what you choose, never more than you may yourself, and stops working when it expires or is revoked.",
          action: newToken,
        }}
      >
        <DataTable
          rows={items}
          columns={columns}
          rowKey={(token) => token.tokenId}
          ariaLabel="Integration tokens"
        />
      </ListPanel>
      {creating ? (
        <NewTokenDialog
          onClose={() => setCreating(false)}
          onCreated={(answer) => {
            setCreating(false);
            setCreated(answer);
            setOutcome(null);
            void mutate();
          }}
        />
      ) : null}
      {created ? (
        <CreatedTokenDialog
          created={created}
          orgId={account.orgId}
          onClose={() => setCreated(null)}
        />
      ) : null}
      <ConfirmDialog
        open={revoking !== null}
        title={revoking ? `Revoke "${revoking.name}"?` : 'Revoke the token?'}
        confirmLabel="Revoke"
        cancelLabel="Cancel"
        destructive
        loading={busy}
        onConfirm={() => {
          if (revoking) void revoke(revoking);
        }}
        onCancel={() => setRevoking(null)}
      >
        {revoking
          ? `Every system that calls the API with "${revoking.name}" is refused from now on. This cannot be undone: to let it in again, make a new token.`
          : ''}
      </ConfirmDialog>
    </>
  );
}
