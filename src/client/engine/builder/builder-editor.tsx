import { Box, Button, Flex, Grid, HStack, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { FormDefinition } from '../../../shared/forms/definition';
import { ConfirmDialog } from '../../components/alert-dialog';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { TextInput } from '../../components/text-input';
import { isApiError, messageOf } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { recordKeys } from '../api/record-keys';
import { useForms } from '../api/use-forms';
import { AboutCard } from './about-card';
import { AccessCard } from './access-card';
import { templatePath } from './builder-paths';
import { builderKeys, builderRequests } from './builder-requests';
import { DefinitionJson } from './definition-json';
import { FieldsCard } from './fields-card';
import { ListCard } from './list-card';
import { PreviewCard } from './preview-card';
import { problemPlaces } from './problem-places';
import { useBuilderState } from './use-builder-state';
import { useDefinitionCheck } from './use-definition-check';

/** The saved record type an edit starts from: its version, and the keys records may hold. */
export interface SavedForm {
  formId: string;
  version: number;
  fieldNames: ReadonlySet<string>;
}

interface BuilderEditorProps {
  initial: FormDefinition;
  saved?: SavedForm;
  notice?: string;
}

type Tab = 'design' | 'json';

/**
 * The form builder: the design tab (names, fields, list, access), the JSON tab (all of it), a
 * live preview checked by the server as it changes, and Save, which makes a new version live
 * for the organisation at once.
 */
export function BuilderEditor({ initial, saved, notice }: BuilderEditorProps) {
  const state = useBuilderState(initial, !saved);
  const { definition, model } = state;
  const [tab, setTab] = useState<Tab>(model ? 'design' : 'json');
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [archiving, setArchiving] = useState(false);
  const check = useDefinitionCheck(definition, saved?.formId);
  const places = useMemo(() => problemPlaces(check.result?.problems ?? []), [check.result]);
  const { forms } = useForms();
  const targets = useMemo(
    () =>
      (forms ?? [])
        .filter((form) => form.formId !== definition.formId)
        .map((form) => ({ formId: form.formId, title: form.pluralTitle }))
        .sort((a, b) => a.title.localeCompare(b.title)),
    [forms, definition.formId],
  );
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const { accountId } = useCurrentAccount();

  const refreshCaches = async (formId: string) => {
    await Promise.all([
      mutate(builderKeys.list(accountId)),
      mutate(builderKeys.form(formId, accountId)),
      mutate(builderKeys.versions(formId, accountId)),
      mutate(recordKeys.forms(accountId)),
      mutate(recordKeys.form(formId, accountId)),
    ]);
  };

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const result = saved
        ? await builderRequests.update(definition, saved.version, note.trim())
        : await builderRequests.create(definition, note.trim());
      await refreshCaches(definition.formId);
      setNote('');
      void navigate(templatePath(definition.formId), {
        replace: true,
        state: { notice: `${definition.title} saved as version ${result.version}.` },
      });
    } catch (error) {
      setFailure(
        isApiError(error) && error.status === 409
          ? `${error.message}`
          : messageOf(error, 'The record type could not be saved.'),
      );
    } finally {
      setSaving(false);
    }
  };

  const archive = async () => {
    if (!saved) return;
    try {
      await builderRequests.archive(saved.formId, saved.version);
      await refreshCaches(saved.formId);
      void navigate('/rtb', { state: { notice: `${definition.title} is archived.` } });
    } catch (error) {
      setFailure(messageOf(error, 'The record type could not be archived.'));
    } finally {
      setArchiving(false);
    }
  };

  const ready = check.status === 'done' && check.result.problems.length === 0;
  return (
    <Stack gap="6">
      {notice ? <FormAlert status="success">{notice}</FormAlert> : null}
      {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
        <Stack gap="6">
          <HStack gap="2" role="tablist" aria-label="Edit as">
            {(['design', 'json'] as const).map((option) => (
              <Button
                key={option}
                role="tab"
                aria-selected={tab === option}
                size="sm"
                variant={tab === option ? 'solid' : 'outline'}
                disabled={option === 'design' && !model}
                onClick={() => setTab(option)}
              >
                {option === 'design' ? 'Design' : 'JSON'}
              </Button>
            ))}
          </HStack>
          {tab === 'design' && model ? (
            <>
              <AboutCard
                about={model}
                formIdEditable={!saved}
                errors={places.about}
                onChange={state.change}
              />
              <FieldsCard
                fields={model.fields}
                savedNames={saved?.fieldNames ?? new Set()}
                targets={targets}
                problems={places.fields}
                onAdd={state.addField}
                onChange={state.updateField}
                onMove={state.moveField}
                onRemove={state.removeField}
              />
              <ListCard
                fields={model.fields}
                list={model.list}
                error={places.list}
                onChange={(list) => state.change({ list })}
              />
              <AccessCard
                access={model.access}
                error={places.access}
                onChange={(access) => state.change({ access })}
              />
            </>
          ) : (
            <DefinitionJson key={tab} definition={definition} onChange={state.replace} />
          )}
          <Flex gap="3" align="end" wrap="wrap">
            <FormField label="What changed (optional)">
              <TextInput
                value={note}
                maxLength={200}
                placeholder="Added a fuel type"
                onChange={(event) => setNote(event.target.value)}
              />
            </FormField>
            <Button onClick={() => void save()} loading={saving} disabled={!ready}>
              {saved ? 'Save new version' : 'Create record type'}
            </Button>
            {saved ? (
              <Button variant="outline" colorPalette="red" onClick={() => setArchiving(true)}>
                Archive
              </Button>
            ) : null}
          </Flex>
        </Stack>
        <Box position={{ lg: 'sticky' }} top="4" alignSelf="start">
          <PreviewCard check={check} />
        </Box>
      </Grid>
      <ConfirmDialog
        open={archiving}
        title={`Archive ${definition.title}?`}
        destructive
        confirmLabel="Archive"
        cancelLabel="Keep it"
        onCancel={() => setArchiving(false)}
        onConfirm={() => void archive()}
      >
        It leaves the menu and can no longer be used. Only a record type without records can be
        archived; building it again under the same form id brings it back with its versions.
      </ConfirmDialog>
    </Stack>
  );
}
