import { Box } from '@chakra-ui/react';

/**
 * A mail's HTML as its reader sees it, in a frame sandboxed without exceptions: it runs no
 * script, has an origin of its own and reaches nothing of the page.
 */
export function MailPreview({ html, subject }: { html: string; subject: string }) {
  return (
    <Box asChild w="full" h="65vh" borderWidth="1px" rounded="md" bg="white">
      <iframe
        title={`Preview of “${subject}”`}
        sandbox=""
        srcDoc={html}
        referrerPolicy="no-referrer"
      />
    </Box>
  );
}
