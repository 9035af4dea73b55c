import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import type { ApproverPreview as Preview } from '../../../../shared/api/applications';
import type { ApplicationKind } from '../../../../shared/applications/application-kinds';
import { LoadError } from '../../../components/load-error';
import { Panel } from '../../../components/panel';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { applicationKeys } from '../api/application-keys';

const approverNames = (level: Preview['levels'][number]) =>
  level.approvers.map((approver) => approver.name).join(', ');

/** "Who will approve this?": the approval matrix's levels for this employee and type. */
export function ApproverPreview({ kind }: { kind: ApplicationKind }) {
  const { accountId } = useCurrentAccount();
  const { data, error, isLoading, mutate } = useSWR<Preview>(
    applicationKeys.approverPreview(accountId, kind),
  );

  let body;
  if (isLoading) body = <Skeleton h="12" />;
  else if (error)
    body = <LoadError message="The approvers could not be loaded." onRetry={() => void mutate()} />;
  else if (!data || data.levels.length === 0)
    body = (
      <Text fontSize="sm" color="fg.muted">
        No approver is set up for this type of application yet, so it cannot be filed. Ask HR to add
        you to an approval matrix.
      </Text>
    );
  else
    body = (
      <Stack as="ol" gap="3" listStyleType="none">
        {data.levels.map((level) => (
          <Box as="li" key={level.level}>
            <Text fontSize="sm" fontWeight="semibold">
              Level {level.level}
            </Text>
            <Text fontSize="sm">{approverNames(level)}</Text>
            {level.approvers.length > 1 ? (
              <Text fontSize="xs" color="fg.muted">
                Any one of them decides for this level.
              </Text>
            ) : null}
          </Box>
        ))}
      </Stack>
    );

  return (
    <Panel as="aside" aria-labelledby="approver-preview-title" p="5" overflow="visible">
      <Heading as="h2" size="md" id="approver-preview-title" mb="1">
        Who will approve this?
      </Heading>
      {data?.matrix ? (
        <Text fontSize="xs" color="fg.muted" mb="3">
          {data.matrix}
        </Text>
      ) : (
        <Box mb="3" />
      )}
      {body}
    </Panel>
  );
}
