import { Box, Button, Dialog, Flex, Portal, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CreateKioskRequest, CreateKioskResponse } from '../../../shared/api/kiosk';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { FormStack } from '../../components/form-stack';
import { TextInput } from '../../components/text-input';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { kioskStorage } from './kiosk-storage';

interface NewKioskDialogProps {
  orgId: string;
  /** "Authorize this browser": the new token is stored here at once. */
  thisBrowser: boolean;
  onClose: () => void;
  /** Called once the kiosk exists, so the list can show it. */
  onCreated: () => void;
}

/**
 * Names a new kiosk, then shows its token once: it can be stored in this browser or copied to
 * the kiosk's own. Mounted while open, so each opening starts empty.
 */
export function NewKioskDialog({ orgId, thisBrowser, onClose, onCreated }: NewKioskDialogProps) {
  const [name, setName] = useState('');
  const [site, setSite] = useState('');
  const [errors, setErrors] = useState<{ name?: string; site?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<CreateKioskResponse | null>(null);
  const [stored, setStored] = useState(false);
  const [copied, setCopied] = useState<boolean | null>(null);
  const formId = useId();

  const store = (answer: CreateKioskResponse) => {
    kioskStorage.set(orgId, {
      kioskId: answer.kiosk.id,
      name: answer.kiosk.name,
      token: answer.token,
    });
    setStored(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setErrors({ name: 'Enter a name people will recognise, e.g. "Lobby".' });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const request: CreateKioskRequest = { name: name.trim(), ...(site.trim() ? { site } : {}) };
      const answer = await apiClient.post<CreateKioskResponse>(
        '/api/admin-settings/kiosks',
        request,
      );
      setCreated(answer);
      if (thisBrowser) store(answer);
      onCreated();
    } catch (error) {
      if (!isApiError(error)) throw error;
      const byField = { name: error.fieldMessage('/name'), site: error.fieldMessage('/site') };
      setErrors({ ...byField, form: byField.name || byField.site ? undefined : error.message });
    } finally {
      setBusy(false);
    }
  };

  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const title = created
    ? `Kiosk "${created.kiosk.name}" is authorized`
    : thisBrowser
      ? 'Authorize this browser as a kiosk'
      : 'New kiosk';

  return (
    <Dialog.Root
      open
      placement="center"
      size="md"
      closeOnInteractOutside={!busy && !created}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {created ? (
                <Stack gap="4">
                  {stored ? (
                    <FormAlert status="success">
                      This browser is now the kiosk &ldquo;{created.kiosk.name}&rdquo;. Open the
                      kiosk screen to take punches.
                    </FormAlert>
                  ) : null}
                  <Text color="fg.muted">
                    This is the kiosk&apos;s token. It is shown only this once: to use it on another
                    browser, copy it now and enter it on that browser&apos;s kiosk screen.
                  </Text>
                  <Box
                    as="output"
                    aria-label="Kiosk token"
                    fontFamily="mono"
                    fontSize="sm"
                    bg="bg.muted"
                    borderWidth="1px"
                    rounded="md"
                    px="3"
                    py="2"
                    wordBreak="break-all"
                    userSelect="all"
                  >
                    {created.token}
                  </Box>
                  <Flex gap="3" wrap="wrap" align="center">
                    <Button size="sm" variant="outline" onClick={() => void copy(created.token)}>
                      Copy token
                    </Button>
                    {stored ? null : (
                      <Button size="sm" variant="outline" onClick={() => store(created)}>
                        Store in this browser
                      </Button>
                    )}
                    {copied === null ? null : (
                      <Text fontSize="sm" color={copied ? 'fg.success' : 'fg.error'} role="status">
                        {copied
                          ? 'Copied.'
                          : 'Copying is blocked here: select the token and copy it.'}
                      </Text>
                    )}
                  </Flex>
                </Stack>
              ) : (
                <FormStack id={formId} noValidate onSubmit={(event) => void submit(event)}>
                  <FormField
                    label="Name"
                    error={errors.name}
                    helper="Shown on the kiosk and on every punch it records."
                    required
                  >
                    <TextInput
                      value={name}
                      maxLength={60}
                      onChange={(event) => setName(event.target.value)}
                    />
                  </FormField>
                  <FormField label="Site (optional)" error={errors.site}>
                    <TextInput
                      value={site}
                      maxLength={60}
                      placeholder="e.g. Makati head office"
                      onChange={(event) => setSite(event.target.value)}
                    />
                  </FormField>
                  {errors.form ? <FormAlert status="error">{errors.form}</FormAlert> : null}
                </FormStack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {created ? (
                <>
                  {stored ? (
                    <Button asChild variant="outline">
                      <RouterLink to={`/kiosk/${encodeURIComponent(orgId)}`}>
                        Open kiosk screen
                      </RouterLink>
                    </Button>
                  ) : null}
                  <Button onClick={onClose}>Done</Button>
                </>
              ) : (
                <>
                  <Button variant="outline" onClick={onClose} disabled={busy}>
                    Cancel
                  </Button>
                  <Button type="submit" form={formId} loading={busy}>
                    {thisBrowser ? 'Authorize this browser' : 'Create kiosk'}
                  </Button>
                </>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
