import { Box, chakra, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ChoiceOptionProps {
  /** The checkbox (or a read-only mark) the label toggles. */
  control: ReactNode;
  label: string;
  description: string;
  readOnly?: boolean;
  /** Under the description, such as a refusal of this choice. */
  children?: ReactNode;
}

/** One choice of a checklist: its control beside its name and what it allows. */
export function ChoiceOption({
  control,
  label,
  description,
  readOnly = false,
  children,
}: ChoiceOptionProps) {
  return (
    <chakra.label
      display="flex"
      alignItems="start"
      gap="3"
      py="1.5"
      cursor={readOnly ? undefined : 'pointer'}
    >
      {control}
      <Box minW="0">
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {description}
        </Text>
        {children}
      </Box>
    </chakra.label>
  );
}
