import { Button, HStack } from '@chakra-ui/react';

interface FormActionsProps {
  saving: boolean;
  onCancel: () => void;
  onReset: () => void;
}

/** Save (submits the form), Cancel and Reset; the latter two ask before discarding input. */
export function FormActions({ saving, onCancel, onReset }: FormActionsProps) {
  return (
    <HStack gap="3" mt="6" justify="flex-end" wrap="wrap">
      <Button variant="ghost" onClick={onReset} disabled={saving}>
        Reset
      </Button>
      <Button variant="outline" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving} loadingText="Saving">
        Save
      </Button>
    </HStack>
  );
}
