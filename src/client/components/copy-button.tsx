import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';

/** Copies `text` to the clipboard and says whether it could; some browsers block it. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <HStack gap="3" wrap="wrap">
      <Button size="sm" variant="outline" onClick={() => void copy()}>
        {label}
      </Button>
      {copied === null ? null : (
        <Text fontSize="sm" color={copied ? 'fg.success' : 'fg.error'} role="status">
          {copied ? 'Copied.' : 'Copying is blocked here: select the text and copy it.'}
        </Text>
      )}
    </HStack>
  );
}
