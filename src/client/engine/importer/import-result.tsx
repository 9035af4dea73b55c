import { Flex, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { ImportBatch, ImportCounts } from '../../../shared/api/import-batches';
import { FormAlert } from '../../components/form-alert';
import { SectionCard } from '../../components/section-card';
import { UndoImportButton } from './undo-import-button';

interface ImportResultProps {
  batch: ImportBatch & { counts: ImportCounts };
  listPath: string;
  onUndone: () => void;
}

/** What a commit wrote, a link to the list, and the undo while it stands. */
export function ImportResult({ batch, listPath, onUndone }: ImportResultProps) {
  const { counts } = batch;
  const undone = batch.status === 'undone';
  const skipped = counts.bad > 0 ? `, skipped ${counts.bad}` : '';
  return (
    <SectionCard title="5. Imported">
      <Stack gap="3">
        <FormAlert status="success">
          <Flex gap="1" wrap="wrap">
            <span>
              {undone
                ? 'This import was undone.'
                : `Created ${counts.created}, updated ${counts.updated}, unchanged ${counts.unchanged}${skipped}.`}
            </span>
            <ChakraLink asChild fontWeight="medium" textDecoration="underline">
              <Link to={listPath}>Open the list</Link>
            </ChakraLink>
          </Flex>
        </FormAlert>
        {undone ? null : (
          <Flex>
            <UndoImportButton batchId={batch.id} onUndone={onUndone} />
          </Flex>
        )}
      </Stack>
    </SectionCard>
  );
}
