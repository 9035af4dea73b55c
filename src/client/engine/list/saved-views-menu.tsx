import { Button, chakra, Menu, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { SavedView } from '../../../shared/api/saved-views';
import { ConfirmDialog } from '../../components/alert-dialog';
import { FormDialog } from '../../components/form-dialog';
import { FormField } from '../../components/form-field';
import { NativeCheckbox } from '../../components/native-checkbox';
import type { ResultMessage } from '../../components/result-toast';
import { TextInput } from '../../components/text-input';
import { useSavedViews } from '../api/use-saved-views';
import { sameListState } from './list-url-state';
import type { useListQuery } from './use-list-query';

interface SavedViewsMenuProps {
  formId: string;
  listQuery: ReturnType<typeof useListQuery>;
  /** Whether this person may offer a view to everyone on the list (they keep its records). */
  canShare: boolean;
  onResult: (message: ResultMessage) => void;
}

function ViewItems({ views, label }: { views: SavedView[]; label: string }) {
  if (views.length === 0) return null;
  return (
    <Menu.ItemGroup>
      <Menu.ItemGroupLabel>{label}</Menu.ItemGroupLabel>
      {views.map((view) => (
        <Menu.Item key={view.id} value={`open:${view.id}`}>
          <Text truncate>{view.name}</Text>
          {view.mine ? null : (
            <Text ms="auto" fontSize="xs" color="fg.muted">
              {view.ownerName}
            </Text>
          )}
        </Menu.Item>
      ))}
    </Menu.ItemGroup>
  );
}

/**
 * The list's saved views: open one (its state goes into the URL), save what the list shows
 * now under a name (for oneself or everyone), update or remove one's own, copy the link.
 */
export function SavedViewsMenu({ formId, listQuery, canShare, onResult }: SavedViewsMenuProps) {
  const { views, create, update, remove } = useSavedViews(formId);
  const [dialog, setDialog] = useState<'save' | 'remove' | null>(null);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const current = views.find((view) => view.id === listQuery.viewId);
  const changed = current ? !sameListState(current.state, listQuery.state) : false;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      onResult({ status: 'success', title: 'Link copied', description: 'It opens this list.' });
    } catch {
      onResult({ status: 'error', title: 'Copying is blocked here: copy the address bar.' });
    }
  }

  async function choose(value: string) {
    if (value.startsWith('open:')) {
      const view = views.find((each) => `open:${each.id}` === value);
      if (view) listQuery.applyView(view.id, view.state);
    } else if (value === 'save') {
      setName('');
      setShared(false);
      setDialog('save');
    } else if (value === 'update' && current) {
      await update(current.id, { state: listQuery.state });
      onResult({ status: 'success', title: `“${current.name}” updated` });
    } else if (value === 'remove') {
      setDialog('remove');
    } else if (value === 'copy') {
      await copyLink();
    }
  }

  return (
    <>
      <Menu.Root
        onSelect={({ value }) =>
          void choose(value).catch((error: unknown) =>
            onResult({
              status: 'error',
              title: error instanceof Error ? error.message : 'The view could not be saved.',
            }),
          )
        }
      >
        <Menu.Trigger asChild>
          <Button variant="outline" maxW="64">
            <Text truncate>
              {current ? `View: ${current.name}${changed ? ' (changed)' : ''}` : 'Views'}
            </Text>
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="60">
              <ViewItems views={views.filter((view) => view.mine)} label="My views" />
              <ViewItems views={views.filter((view) => !view.mine)} label="Shared with everyone" />
              {views.length > 0 ? <Menu.Separator /> : null}
              <Menu.Item value="save">Save as a new view…</Menu.Item>
              {current?.mine && changed ? (
                <Menu.Item value="update">{`Update “${current.name}”`}</Menu.Item>
              ) : null}
              {current?.mine ? (
                <Menu.Item value="remove" color="fg.error">{`Remove “${current.name}”…`}</Menu.Item>
              ) : null}
              <Menu.Item value="copy">Copy link to this list</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {dialog === 'save' ? (
        <FormDialog
          title="Save this view"
          submitLabel="Save view"
          busyLabel="Saving"
          submitDisabled={!name.trim()}
          onClose={() => setDialog(null)}
          onSubmit={async () => {
            const view = await create({ name: name.trim(), state: listQuery.state, shared });
            listQuery.applyView(view.id, view.state);
            onResult({ status: 'success', title: `“${view.name}” saved` });
          }}
        >
          <Text fontSize="sm" color="fg.muted">
            Keeps the search, filters, sort order and columns the list shows now.
          </Text>
          <FormField label="Name" required>
            <TextInput
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          {canShare ? (
            <chakra.label display="flex" gap="3" alignItems="center" fontSize="sm">
              <NativeCheckbox
                checked={shared}
                onChange={(event) => setShared(event.target.checked)}
              />
              Share with everyone who can see this list
            </chakra.label>
          ) : null}
        </FormDialog>
      ) : null}
      <ConfirmDialog
        open={dialog === 'remove' && Boolean(current)}
        title="Remove this view?"
        destructive
        confirmLabel="Remove"
        cancelLabel="Keep"
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (!current) return;
          setDialog(null);
          void remove(current.id)
            .then(() => onResult({ status: 'success', title: `“${current.name}” removed` }))
            .catch(() => onResult({ status: 'error', title: 'The view could not be removed.' }));
        }}
      >
        {`“${current?.name ?? ''}” goes from ${current?.shared ? 'everyone’s' : 'your'} views. The records it lists stay as they are.`}
      </ConfirmDialog>
    </>
  );
}
