import { useState } from 'react';
import useSWR from 'swr';
import type {
  CreatedIntegrationToken,
  TokenScopesResponse,
} from '../../../shared/api/integration-tokens';
import { formatDateTime } from '../../../shared/format/date-time';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { LoadError } from '../../components/load-error';
import { TableSkeleton } from '../../components/table-skeleton';
import { TextInput } from '../../components/text-input';
import { isApiError, messageOf, type ApiError } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { integrationTokenKeys, integrationTokensApi } from './api/integration-tokens-api';
import { ScopePicker } from './scope-picker';

const DEFAULT_DAYS = '90';
const MAX_DAYS = 366;

interface Errors {
  name?: string | undefined;
  expiresInDays?: string | undefined;
  scopes?: string | undefined;
  /** By scope key: the server's refusals of `/scopes/N`. */
  refusals: Map<string, string>;
  form?: string | undefined;
}

const NO_ERRORS: Errors = { refusals: new Map() };

/** The days typed, when they are a whole number the server takes. */
function daysOf(text: string): number | null {
  const days = Number(text);
  return /^\d+$/.test(text.trim()) && days >= 1 && days <= MAX_DAYS ? days : null;
}

/** The refusal's messages on their fields; one about no field stands above them. */
function errorsOf(error: ApiError, submitted: readonly string[]): Errors {
  const refusals = new Map<string, string>();
  for (const field of error.fields) {
    const index = /^\/scopes\/(\d+)$/.exec(field.path)?.[1];
    const key = index === undefined ? undefined : submitted[Number(index)];
    if (key !== undefined) refusals.set(key, field.message);
  }
  const byField = {
    name: error.fieldMessage('/name'),
    expiresInDays: error.fieldMessage('/expiresInDays'),
    scopes: error.fieldMessage('/scopes'),
  };
  const onAField = refusals.size > 0 || Object.values(byField).some(Boolean);
  return { ...byField, refusals, form: onAField ? undefined : error.message };
}

interface NewTokenDialogProps {
  onClose: () => void;
  /** The token exists: the page shows it once and lists it. */
  onCreated: (created: CreatedIntegrationToken) => void;
}

/** Names a new token, its lifetime and its scopes. Mounted while open: each opening starts empty. */
export function NewTokenDialog({ onClose, onCreated }: NewTokenDialogProps) {
  const account = useCurrentAccount();
  const catalogue = useSWR<TokenScopesResponse>(integrationTokenKeys.scopes(account.accountId));
  const [name, setName] = useState('');
  const [days, setDays] = useState(DEFAULT_DAYS);
  const [scopes, setScopes] = useState<Set<string>>(() => new Set());
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const expiresInDays = daysOf(days);
  // The expiry the helper names counts from the dialog's opening, near enough to the server's.
  const [openedAt] = useState(() => Date.now());

  // A refusal goes with its scope once that is unticked.
  const choose = (next: Set<string>) => {
    setScopes(next);
    setErrors((current) => ({
      ...current,
      refusals: new Map([...current.refusals].filter(([key]) => next.has(key))),
    }));
  };

  const submit = async () => {
    const checked: Errors = {
      refusals: new Map(),
      name: name.trim().length < 2 ? 'Enter a name of at least two characters.' : undefined,
      expiresInDays:
        expiresInDays === null ? `Enter a whole number of days from 1 to ${MAX_DAYS}.` : undefined,
      scopes: scopes.size === 0 ? 'Choose at least one scope.' : undefined,
    };
    setErrors(checked);
    if (checked.name || checked.expiresInDays || checked.scopes || expiresInDays === null) return;
    const submitted = [...scopes];
    try {
      onCreated(
        await integrationTokensApi.create({ name: name.trim(), scopes: submitted, expiresInDays }),
      );
    } catch (error) {
      if (!isApiError(error)) throw error;
      setErrors(errorsOf(error, submitted));
    }
  };

  return (
    <FormDialog
      title="New integration token"
      submitLabel="Create token"
      busyLabel="Creating"
      size="lg"
      scrollInside
      closeOnSuccess={false}
      error={errors.form}
      submitDisabled={!catalogue.data}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField
        label="Name"
        required
        error={errors.name}
        helper="Say which system uses it, e.g. “Payroll export to the bank”."
      >
        <TextInput value={name} maxLength={80} onChange={(event) => setName(event.target.value)} />
      </FormField>
      <FormField
        label="Expires after (days)"
        required
        error={errors.expiresInDays}
        helper={
          expiresInDays === null
            ? `From 1 to ${MAX_DAYS} days.`
            : `It stops working on ${formatDateTime(openedAt + expiresInDays * 86_400_000)}.`
        }
      >
        <TextInput
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_DAYS}
          w="10rem"
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      </FormField>
      {catalogue.data ? (
        <ScopePicker
          catalogue={catalogue.data.items}
          selected={scopes}
          onChange={choose}
          refusals={errors.refusals}
          error={errors.scopes}
        />
      ) : catalogue.error ? (
        <LoadError
          message={messageOf(catalogue.error, 'The permissions could not be loaded.')}
          onRetry={() => void catalogue.mutate()}
        />
      ) : (
        <TableSkeleton rows={4} />
      )}
    </FormDialog>
  );
}
