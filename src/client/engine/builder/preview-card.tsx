import { Badge, Box, chakra, HStack, Stack, Text } from '@chakra-ui/react';
import type { DefinitionProblem } from '../../../shared/api/form-builder';
import { SectionCard } from '../../components/section-card';
import { FormPreview } from './form-preview';
import type { CheckState } from './use-definition-check';

/**
 * The server's verdict on the definition as it stands: its problems, each at its JSON pointer,
 * or the live form. An older preview stays while a newer check runs.
 */
export function PreviewCard({ check }: { check: CheckState }) {
  const problems: DefinitionProblem[] = check.result?.problems ?? [];
  const preview = check.result?.preview;
  return (
    <SectionCard
      title="Preview"
      description="The form as people will see it. Nothing is saved here."
    >
      <Stack gap="4" aria-live="polite">
        <HStack gap="2">
          {check.status === 'checking' ? (
            <Badge variant="subtle">Checking…</Badge>
          ) : problems.length > 0 ? (
            <Badge colorPalette="red" variant="subtle">
              {problems.length === 1 ? '1 problem' : `${problems.length} problems`}
            </Badge>
          ) : check.status === 'done' ? (
            <Badge colorPalette="green" variant="subtle">
              Ready to save
            </Badge>
          ) : null}
        </HStack>
        {check.status === 'failed' ? (
          <Text color="fg.error" fontSize="sm">
            {check.message}
          </Text>
        ) : null}
        {problems.length > 0 ? (
          <Stack as="ul" gap="1" listStyleType="none" aria-label="Problems">
            {problems.map((problem) => (
              <Box as="li" key={`${problem.pointer} ${problem.message}`} fontSize="sm">
                <chakra.code fontSize="xs" color="fg.muted">
                  {problem.pointer}
                </chakra.code>{' '}
                {problem.message}
              </Box>
            ))}
          </Stack>
        ) : null}
        {preview && problems.length === 0 ? (
          <FormPreview key={preview.validatorUrl} preview={preview} />
        ) : null}
      </Stack>
    </SectionCard>
  );
}
