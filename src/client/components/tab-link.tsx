import { Button, Flex } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** A tab's way to the full screen of what it summarises. */
export function TabLink({ to, children }: { to: string; children: string }) {
  return (
    <Flex justify="end" mb="3">
      <Button asChild size="sm" variant="outline">
        <RouterLink to={to}>{children}</RouterLink>
      </Button>
    </Flex>
  );
}
