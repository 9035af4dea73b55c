import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';

const SHOWN = 2;

/**
 * A token's scopes in a line ("Read payroll, Payroll registers and 3 more"), the whole list on
 * demand. `labelOf` names a permission; a key it does not know is shown as is.
 */
export function ScopeSummary({
  scopes,
  labelOf,
}: {
  scopes: readonly string[];
  labelOf: (key: string) => string;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const labels = scopes.map(labelOf);
  const rest = labels.length - SHOWN;
  return (
    <Stack gap="1" align="start">
      <Text fontSize="sm">
        {labels.slice(0, SHOWN).join(', ')}
        {rest > 0 ? ` and ${rest} more` : ''}
      </Text>
      {labels.length > 1 ? (
        <Button
          size="2xs"
          variant="plain"
          px="0"
          color="brand.fg"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide scopes' : `Show all ${labels.length} scopes`}
        </Button>
      ) : null}
      {open ? (
        <Box as="ul" id={listId} ps="4" fontSize="xs" color="fg.muted" listStyleType="disc">
          {labels.map((label, index) => (
            <li key={scopes[index]}>{label}</li>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
