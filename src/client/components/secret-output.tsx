import { Box } from '@chakra-ui/react';
import { CopyButton } from './copy-button';

interface SecretOutputProps {
  /** The output's accessible name, such as "Integration token". */
  label: string;
  value: string;
  copyLabel: string;
}

/** A secret (a token, a private address), selected whole by a click, with a button that copies it. */
export function SecretOutput({ label, value, copyLabel }: SecretOutputProps) {
  return (
    <>
      <Box
        as="output"
        aria-label={label}
        display="block"
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
        {value}
      </Box>
      <CopyButton text={value} label={copyLabel} />
    </>
  );
}
