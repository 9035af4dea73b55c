import { Text } from '@chakra-ui/react';

/** Why an upload was refused or failed, announced; `id` is what the picker is described by. */
export function UploadProblem({ id, problem }: { id: string; problem: string | null }) {
  return problem ? (
    <Text id={id} role="alert" color="fg.error" fontSize="sm">
      {problem}
    </Text>
  ) : null;
}
