import { Link, Text } from '@chakra-ui/react';

// http(s) addresses, and site-relative paths such as /session/forgot-password?org=acme&token=...
const LINK = /(https?:\/\/[^\s<>"')]+|(?<![\w/])\/[a-z0-9][\w\-./?=&%#~+]*)/gi;

/** Plain mail text with its links made clickable; everything else stays text (no HTML). */
export function LinkifiedText({ text }: { text: string }) {
  const parts = text.split(LINK);
  return (
    <Text whiteSpace="pre-wrap" wordBreak="break-word" lineHeight="tall">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Link
            key={index}
            href={part}
            color="brand.fg"
            textDecoration="underline"
            target="_blank"
            rel="noopener noreferrer"
          >
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </Text>
  );
}
