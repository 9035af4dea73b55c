import { Button, Code, Flex, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';

/** The redirect URI to register at the provider, with a button that copies it. */
export function RedirectUriField({ uri }: { uri: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(uri);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Stack gap="1.5">
      <Text fontSize="sm" fontWeight="medium">
        Redirect URI to register at the provider
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <Code px="3" py="2" fontSize="sm" wordBreak="break-all" flex="1" minW="0">
          {uri}
        </Code>
        <Button size="sm" variant="outline" onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Flex>
      <Text fontSize="sm" color={copied === false ? 'fg.error' : 'fg.muted'}>
        {copied === false
          ? 'The browser did not allow copying: select the address and copy it by hand.'
          : 'The provider sends people back to this exact address after they sign in; it must match letter for letter.'}
      </Text>
    </Stack>
  );
}
