import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import type { ApplicationDetail, Decision } from '../../../../shared/api/applications';
import { formatDateTime } from '../../../../shared/format/date-time';
import { StatusBadge } from '../status-badge';

const CHANNELS: Record<Decision['channel'], string> = { app: 'in the app', email: 'by e-mail' };

function DecisionLine({ decision }: { decision: Decision }) {
  return (
    <Stack gap="1" mt="1.5">
      <Flex gap="2" align="center" wrap="wrap" fontSize="sm">
        <StatusBadge status={decision.decision} />
        <Text>
          by <strong>{decision.byName}</strong> · {formatDateTime(decision.at)} ·{' '}
          {CHANNELS[decision.channel]}
        </Text>
      </Flex>
      {decision.remark ? (
        <Text fontSize="sm" color="fg.muted" borderStartWidth="2px" ps="2">
          {decision.remark}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Each approval level: who may decide it, and who did, when, how and with what remark. */
export function ApprovalTrail({ application }: { application: ApplicationDetail }) {
  const { levels, decisions, status, currentLevel } = application;
  return (
    <Stack as="ol" gap="3" listStyleType="none" aria-label="Approval levels">
      {levels.map((level) => {
        const decided = decisions.filter((decision) => decision.level === level.level);
        const waiting =
          decided.length === 0 && status === 'Pending' && level.level === currentLevel;
        return (
          <Box
            as="li"
            key={level.level}
            borderStartWidth="3px"
            borderColor={waiting ? 'orange.solid' : decided.length > 0 ? 'brand.solid' : 'border'}
            ps="3"
            py="1"
          >
            <Text fontSize="sm" fontWeight="semibold">
              Level {level.level} of {levels.length}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {level.approvers.map((approver) => approver.name).join(', ') || 'No approver'}
            </Text>
            {decided.map((decision) => (
              <DecisionLine key={`${decision.at}-${decision.by}`} decision={decision} />
            ))}
            {decided.length === 0 ? (
              <Text fontSize="sm" mt="1" color={waiting ? 'orange.fg' : 'fg.subtle'}>
                {waiting ? 'Waiting for a decision' : 'Not reached'}
              </Text>
            ) : null}
          </Box>
        );
      })}
    </Stack>
  );
}
