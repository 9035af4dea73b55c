import { ActionBar, Button, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { RecordItem } from '../../../shared/api/records';
import type { FormDefinition } from '../../../shared/forms/definition';
import type { FieldInfo } from '../../../shared/forms/fields';
import { ConfirmDialog } from '../../components/alert-dialog';
import type { ResultMessage } from '../../components/result-toast';
import { apiClient } from '../../lib/api-client';
import type { RecordQuery } from '../api/use-record-pages';
import { BulkChangeDialog } from './bulk-change-dialog';
import { BulkTransitions } from './bulk-transitions';
import { ExportMenu } from './export-menu';

interface BulkActionBarProps {
  definition: FormDefinition;
  query: RecordQuery;
  selected: ReadonlySet<string>;
  /** The picked records the list has loaded (their workflow states offer its steps). */
  picked: readonly RecordItem[];
  /** Whether this person may move the records to the bin (and back). */
  canRemove: boolean;
  /** The fields one value may be set on for all the picked records (none: no Change). */
  changeable: FieldInfo[];
  onClear: () => void;
  /** After a change to the records: the list reloads. */
  onChanged: () => void;
  onResult: (message: ResultMessage) => void;
}

const noun = (definition: FormDefinition, count: number) =>
  (count === 1 ? definition.title : (definition.pluralTitle ?? definition.title)).toLowerCase();

/**
 * What can be done with the rows picked in a list, at the foot of the screen while any are:
 * export them, take a workflow step on them all, set one field on them all, or move them to the
 * bin together (asked first); a change is all or none.
 */
export function BulkActionBar(props: BulkActionBarProps) {
  const { definition, query, selected, picked, canRemove, changeable } = props;
  const { onClear, onChanged, onResult } = props;
  const [confirming, setConfirming] = useState(false);
  const [changing, setChanging] = useState(false);
  const [removing, setRemoving] = useState(false);
  const count = selected.size;
  const ids = [...selected];

  async function remove() {
    setRemoving(true);
    try {
      await apiClient.post('/api/records/delete', { form_id: definition.formId, ids });
      onResult({
        status: 'success',
        title: `${count} ${noun(definition, count)} deleted`,
        description: 'They are in the bin (switch on Deleted) and can be restored.',
      });
      onClear();
      onChanged();
    } catch (error) {
      onResult({
        status: 'error',
        title: 'Nothing was deleted',
        description: error instanceof Error ? error.message : undefined,
      });
    } finally {
      setRemoving(false);
      setConfirming(false);
    }
  }

  return (
    <>
      <ActionBar.Root
        open={count > 0}
        closeOnInteractOutside={false}
        onOpenChange={({ open }) => {
          if (!open) onClear();
        }}
      >
        <Portal>
          <ActionBar.Positioner>
            <ActionBar.Content aria-label="Bulk actions" flexWrap="wrap" maxW="calc(100vw - 2rem)">
              <ActionBar.SelectionTrigger>
                <Text as="span" role="status">{`${count} selected`}</Text>
              </ActionBar.SelectionTrigger>
              <ActionBar.Separator />
              <ExportMenu
                query={{ ...query, ids }}
                label="Export selected"
                size="sm"
                onError={(message) =>
                  onResult({ status: 'error', title: 'The export failed', description: message })
                }
              />
              {query.deleted ? null : (
                <BulkTransitions
                  definition={definition}
                  records={picked}
                  subject={`${count} ${noun(definition, count)}`}
                  onDone={(transition) => {
                    onResult({
                      status: 'success',
                      title: `${count} ${noun(definition, count)} moved to ${transition.to}`,
                    });
                    onClear();
                    onChanged();
                  }}
                />
              )}
              {changeable.length > 0 && !query.deleted ? (
                <Button size="sm" variant="outline" onClick={() => setChanging(true)}>
                  Change…
                </Button>
              ) : null}
              {canRemove && !query.deleted ? (
                <Button
                  size="sm"
                  colorPalette="red"
                  variant="outline"
                  onClick={() => setConfirming(true)}
                >
                  Delete
                </Button>
              ) : null}
              <Button size="sm" variant="ghost" onClick={onClear}>
                Clear
              </Button>
            </ActionBar.Content>
          </ActionBar.Positioner>
        </Portal>
      </ActionBar.Root>
      {changing ? (
        <BulkChangeDialog
          formId={definition.formId}
          ids={ids}
          noun={noun(definition, count)}
          fields={changeable}
          onClose={() => setChanging(false)}
          onDone={(field) => {
            onResult({
              status: 'success',
              title: `${field.title} changed on ${count} ${noun(definition, count)}`,
            });
            onClear();
            onChanged();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Confirm to delete"
        destructive
        loading={removing}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      >
        {count === 1
          ? `Are you sure you want to delete this ${noun(definition, 1)}? It moves to the bin, where it can be restored.`
          : `Are you sure you want to delete these ${count} ${noun(definition, count)}? They move to the bin, where they can be restored.`}
      </ConfirmDialog>
    </>
  );
}
