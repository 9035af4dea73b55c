import { Box, Button, Flex, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { formatFileSize } from '../../../shared/format/file-size';
import { ORG_ASSETS, type OrgAssetKind } from '../../../shared/org-assets';
import { ConfirmDialog } from '../../components/alert-dialog';
import { FormAlert } from '../../components/form-alert';
import { messageOf } from '../../lib/api-error';
import { orgSettingsApi } from './api/org-settings-api';
import { readChosenImage, type ChosenImage } from './read-chosen-image';

const WHAT_FOR: Record<OrgAssetKind, string> = {
  logo: 'In the header, the menu, the sign-in page and printed records.',
  favicon: 'In the browser tab. A square image reads best.',
  'kiosk-logo': 'On the kiosk and the landing page.',
  background: 'Behind the sign-in page, the landing page and the kiosk. Optional.',
};

function Frame({ label, kind, src }: { label: string; kind: OrgAssetKind; src: string | null }) {
  const cover = kind === 'background';
  return (
    <Stack gap="1" flex="1" minW="0">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Flex
        h="24"
        align="center"
        justify="center"
        rounded="md"
        borderWidth="1px"
        borderStyle={src ? 'solid' : 'dashed'}
        bg="bg.subtle"
        overflow="hidden"
        p={cover ? 0 : 2}
      >
        {src ? (
          <Image
            src={src}
            alt={`${label} ${ORG_ASSETS[kind].label.toLowerCase()}`}
            maxH="full"
            maxW="full"
            w={cover ? 'full' : undefined}
            h={cover ? 'full' : undefined}
            objectFit={cover ? 'cover' : 'contain'}
          />
        ) : (
          <Text fontSize="sm" color="fg.subtle">
            {label === 'Current' ? 'None' : 'Choose a file to see it here'}
          </Text>
        )}
      </Flex>
    </Stack>
  );
}

interface AssetCardProps {
  kind: OrgAssetKind;
  current: string | null;
  /** After an upload (the new address) or a removal (null). */
  onChanged: (kind: OrgAssetKind, url: string | null) => void;
}

/**
 * One branding image: the current one beside the file chosen to replace it, checked in the
 * browser before it is sent; the optional one may be removed after a confirmation.
 */
export function AssetCard({ kind, current, onChanged }: AssetCardProps) {
  const { label, maxBytes, optional } = ORG_ASSETS[kind];
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ status: 'error' | 'success'; text: string } | null>(
    null,
  );
  const [confirmRemove, setConfirmRemove] = useState(false);

  const choose = async (file: File | undefined) => {
    setOutcome(null);
    setChosen(file ? await readChosenImage(kind, file) : null);
    if (input.current) input.current.value = '';
  };

  const act = async (work: () => Promise<string | null>, done: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      onChanged(kind, await work());
      setChosen(null);
      setOutcome({ status: 'success', text: done });
    } catch (problem) {
      setOutcome({
        status: 'error',
        text: messageOf(problem, `The ${label.toLowerCase()} could not be saved.`),
      });
    } finally {
      setBusy(false);
      setConfirmRemove(false);
    }
  };

  const ready = chosen && 'file' in chosen ? chosen : null;
  return (
    <Stack gap="3" py="4" borderTopWidth="1px" _first={{ borderTopWidth: 0, pt: 0 }}>
      <Box>
        <Text fontWeight="medium">{label}</Text>
        <Text fontSize="sm" color="fg.muted">
          {WHAT_FOR[kind]} PNG, JPEG, WebP or SVG, at most {formatFileSize(maxBytes)}.
        </Text>
      </Box>
      <Flex gap="4" direction={{ base: 'column', sm: 'row' }}>
        <Frame label="Current" kind={kind} src={current} />
        <Frame label="New" kind={kind} src={ready?.preview ?? null} />
      </Flex>
      {chosen && 'problem' in chosen ? (
        <Text fontSize="sm" color="fg.error" role="alert">
          {chosen.problem}
        </Text>
      ) : null}
      {outcome ? <FormAlert status={outcome.status}>{outcome.text}</FormAlert> : null}
      <HStack gap="3" wrap="wrap">
        <input
          ref={input}
          type="file"
          hidden
          accept="image/png,image/jpeg,image/webp,image/svg+xml"
          aria-label={`Choose a ${label.toLowerCase()} file`}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={busy}>
          Choose file…
        </Button>
        {ready ? (
          <>
            <Button
              size="sm"
              loading={busy}
              onClick={() =>
                void act(
                  async () => (await orgSettingsApi.upload(kind, ready.file)).url,
                  `The new ${label.toLowerCase()} is saved.`,
                )
              }
            >
              Save {label.toLowerCase()}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setChosen(null)} disabled={busy}>
              Cancel
            </Button>
          </>
        ) : null}
        {optional && current && !ready ? (
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => setConfirmRemove(true)}
          >
            Remove {label.toLowerCase()}
          </Button>
        ) : null}
      </HStack>
      <ConfirmDialog
        open={confirmRemove}
        title={`Remove the ${label.toLowerCase()}?`}
        confirmLabel="Remove"
        cancelLabel="Keep it"
        destructive
        loading={busy}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() =>
          void act(async () => {
            await orgSettingsApi.remove(kind);
            return null;
          }, `The ${label.toLowerCase()} is removed.`)
        }
      >
        The pages that show it will show the theme's colours instead. To have it back, upload it
        again.
      </ConfirmDialog>
    </Stack>
  );
}
