import { Alert, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { saveBlob } from '../../lib/save-blob';

interface RecoveryCodesPanelProps {
  codes: string[];
  /** Whose codes, for the text file: "admin at Acme Corporation". */
  owner: string;
}

/** The ten recovery codes, shown once: to copy or save as a text file before going on. */
export function RecoveryCodesPanel({ codes, owner }: RecoveryCodesPanelProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = [
    `Recovery codes of ${owner}`,
    'Each code signs in once, in place of a code from the authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Stack gap="4">
      <Alert.Root status="warning" rounded="md">
        <Alert.Indicator />
        <Alert.Description>
          Keep these codes somewhere safe now: they are shown only this once. If you lose your
          phone, each code signs you in once in place of the code from the app.
        </Alert.Description>
      </Alert.Root>
      <SimpleGrid
        as="ol"
        aria-label="Recovery codes"
        columns={2}
        gap="2"
        listStyleType="none"
        fontFamily="mono"
        fontSize="md"
      >
        {codes.map((code) => (
          <Box as="li" key={code} px="3" py="1.5" bg="bg.muted" rounded="md" textAlign="center">
            {code}
          </Box>
        ))}
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          Copy
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), 'recovery-codes.txt')}
        >
          Download as text
        </Button>
        {copied === null ? null : (
          <Text fontSize="sm" color={copied ? 'fg.success' : 'fg.error'} role="status">
            {copied ? 'Copied.' : 'Copying is blocked here: download them instead.'}
          </Text>
        )}
      </HStack>
    </Stack>
  );
}
