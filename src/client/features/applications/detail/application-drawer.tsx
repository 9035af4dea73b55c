import {
  Badge,
  Box,
  Button,
  CloseButton,
  Drawer,
  Flex,
  Heading,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { enginePaths } from '../../../engine/routes/record-paths';
import useSWR from 'swr';
import type { ApplicationDetail } from '../../../../shared/api/applications';
import { formatLeaveDays } from '../../../../shared/api/leave-credits';
import { APPLICATION_KINDS } from '../../../../shared/applications/application-kinds';
import { formatDateTime } from '../../../../shared/format/date-time';
import { LoadError } from '../../../components/load-error';
import { TableSkeleton } from '../../../components/table-skeleton';
import { isApiError } from '../../../lib/api-error';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { applicationKeys } from '../api/application-keys';
import { applicationRequests } from '../api/application-requests';
import { formatSpan, levelText } from '../application-format';
import { StatusBadge } from '../status-badge';
import { ApprovalTrail } from './approval-trail';
import { DetailsList } from './details-list';
import { RemarkDialog } from '../../../components/remark-dialog';

type Action = 'Approved' | 'Rejected' | 'Cancelled';

const ACTIONS: Record<Action, { title: string; text: string; confirm: string; palette: string }> = {
  Approved: {
    title: 'Approve this application?',
    text: 'It moves to the next approval level, or is approved when this is the last one.',
    confirm: 'Approve',
    palette: 'green',
  },
  Rejected: {
    title: 'Reject this application?',
    text: 'The employee is told it was rejected; it cannot be approved afterwards.',
    confirm: 'Reject',
    palette: 'red',
  },
  Cancelled: {
    title: 'Cancel this application?',
    text: 'It is withdrawn and its approvers no longer see it. Approved leave or time off is given back.',
    confirm: 'Cancel application',
    palette: 'red',
  },
};

/** What approval takes from a balance, while it still will (pending) or once it did (approved). */
function charged(application: ApplicationDetail): string | null {
  const { chargeMinutes, status, kind, details } = application;
  if (chargeMinutes <= 0 || (status !== 'Pending' && status !== 'Approved')) return null;
  const amount =
    kind === 'cto'
      ? `${chargeMinutes / 60} h of compensatory time off`
      : `${formatLeaveDays(chargeMinutes)} of ${String(details.leaveType ?? 'leave')} credits`;
  return status === 'Pending' ? `Takes ${amount} once approved.` : `Took ${amount}.`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

function Overview({ application }: { application: ApplicationDetail }) {
  const charge = charged(application);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Flex gap="2" align="center" wrap="wrap">
          <StatusBadge status={application.status} />
          {application.status === 'Pending' ? (
            <Text fontSize="sm" color="fg.muted">
              Level {levelText(application)}
            </Text>
          ) : null}
          {application.backdated ? (
            <Badge variant="outline" colorPalette="purple">
              Backdated
            </Badge>
          ) : null}
        </Flex>
        <Text fontWeight="semibold" fontSize="lg">
          {application.summary}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {application.employeeName} · {application.employeeNumber}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {formatSpan(application)} · applied {formatDateTime(application.dateApplied)}
        </Text>
        {charge ? (
          <Text fontSize="sm" color="fg.muted">
            {charge}
          </Text>
        ) : null}
      </Stack>
      <Section title="Details">
        <DetailsList kind={application.kind} details={application.details} />
        <RecordLink details={application.details} />
      </Section>
      <Section title="Approval">
        <ApprovalTrail application={application} />
      </Section>
    </Stack>
  );
}

/**
 * A workflow record filed for approval opens from here: the approver reads it whole, and where
 * its workflow gives the approver fields (a manager's rating) fills them in before deciding.
 */
function RecordLink({ details }: { details: Record<string, unknown> }) {
  const { formId, recordId, form } = details;
  if (typeof formId !== 'string' || typeof recordId !== 'string') return null;
  return (
    <Button asChild variant="outline" size="sm" alignSelf="start" mt="3">
      <RouterLink to={enginePaths(formId).view(recordId)}>
        Open the {String(form).toLowerCase()}
      </RouterLink>
    </Button>
  );
}

export interface ApplicationDrawerProps {
  /** The application shown; null closes the drawer. */
  id: string | null;
  onClose: () => void;
  /** After a decision or a cancellation here: lists and menu badges fetch again. */
  onChanged: () => void;
}

/** One application: its details, approval levels and decisions, and what the viewer may do. */
export function ApplicationDrawer({ id, onClose, onChanged }: ApplicationDrawerProps) {
  const { accountId } = useCurrentAccount();
  const key = id ? applicationKeys.detail(accountId, id) : null;
  const { data, error, mutate } = useSWR<ApplicationDetail>(key);
  const [action, setAction] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const application = data && data.id === id ? data : undefined;

  const open = (next: Action) => {
    setFailure(null);
    setAction(next);
  };

  async function run(remark: string) {
    if (!application || !action) return;
    setBusy(true);
    setFailure(null);
    try {
      if (action === 'Cancelled') {
        await mutate(await applicationRequests.cancel(application.id, remark), {
          revalidate: false,
        });
      } else {
        const { results } = await applicationRequests.decide({
          ids: [application.id],
          decision: action,
          ...(remark ? { remark } : {}),
        });
        const result = results[0];
        if (!result?.ok) {
          setFailure(result?.error ?? 'The application could not be decided.');
          return;
        }
        await mutate();
      }
      setAction(null);
      onChanged();
    } catch (caught) {
      if (!isApiError(caught)) throw caught;
      setFailure(caught.message);
    } finally {
      setBusy(false);
    }
  }

  const label = application ? APPLICATION_KINDS[application.kind].label : 'Application';
  const can = application?.can;
  return (
    <>
      <Drawer.Root
        open={id !== null}
        onOpenChange={(details) => !details.open && onClose()}
        placement="end"
        size="md"
      >
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content>
              <Drawer.Header>
                <Drawer.Title>{label} application</Drawer.Title>
              </Drawer.Header>
              <Drawer.Body>
                {application ? (
                  <Overview application={application} />
                ) : error ? (
                  <LoadError
                    message={
                      isApiError(error) && error.status === 404
                        ? 'This application is not there, or not yours to see.'
                        : 'The application could not be loaded.'
                    }
                    onRetry={() => void mutate()}
                  />
                ) : (
                  <TableSkeleton rows={6} />
                )}
              </Drawer.Body>
              {can && (can.cancel || can.decide) ? (
                <Drawer.Footer justifyContent="space-between" flexWrap="wrap">
                  {can.cancel ? (
                    <Button variant="outline" colorPalette="red" onClick={() => open('Cancelled')}>
                      Cancel application
                    </Button>
                  ) : (
                    <span />
                  )}
                  {can.decide ? (
                    <Flex gap="3">
                      <Button variant="outline" colorPalette="red" onClick={() => open('Rejected')}>
                        Reject
                      </Button>
                      <Button colorPalette="green" onClick={() => open('Approved')}>
                        Approve
                      </Button>
                    </Flex>
                  ) : null}
                </Drawer.Footer>
              ) : null}
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close application" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
      {action ? (
        <RemarkDialog
          title={ACTIONS[action].title}
          confirmLabel={ACTIONS[action].confirm}
          dismissLabel={action === 'Cancelled' ? 'Keep it' : 'Back'}
          colorPalette={ACTIONS[action].palette}
          busy={busy}
          error={failure}
          onConfirm={(remark) => void run(remark)}
          onDismiss={() => setAction(null)}
        >
          {ACTIONS[action].text}
        </RemarkDialog>
      ) : null}
    </>
  );
}
