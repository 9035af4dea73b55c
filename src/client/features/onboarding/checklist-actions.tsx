import { Button, Flex, Input } from '@chakra-ui/react';
import { useState } from 'react';
import type { Checklist } from '../../../shared/api/onboarding';
import { ConfirmDialog } from '../../components/alert-dialog';
import { messageOf } from '../../lib/api-error';
import { checklistRequests } from './api/onboarding-api';

export interface ActionResult {
  status: 'success' | 'error';
  text: string;
}

type Pending = 'remind' | 'apply' | null;

/**
 * HR's actions on one checklist: the due date, a reminder mail to the new hire, and copying
 * the completed checklist into the employee record. Each answers how it went.
 */
export function ChecklistActions({
  checklist,
  onDone,
}: {
  checklist: Checklist;
  onDone: (result: ActionResult) => void;
}) {
  const [confirm, setConfirm] = useState<Pending>(null);
  const [busy, setBusy] = useState<Pending | 'due'>(null);
  const [dueDate, setDueDate] = useState(checklist.dueDate ?? '');

  async function run(kind: Pending | 'due', work: () => Promise<string>) {
    setBusy(kind);
    try {
      onDone({ status: 'success', text: await work() });
    } catch (error) {
      onDone({ status: 'error', text: messageOf(error, 'That did not work. Try again.') });
    } finally {
      setBusy(null);
      setConfirm(null);
    }
  }

  const name = checklist.employee.name;
  return (
    <Flex gap="2" wrap="wrap" align="center">
      <Input
        type="date"
        size="sm"
        w="10rem"
        bg="bg"
        aria-label="Due date"
        value={dueDate}
        onChange={(event) => setDueDate(event.target.value)}
      />
      <Button
        size="sm"
        variant="outline"
        loading={busy === 'due'}
        disabled={dueDate === (checklist.dueDate ?? '')}
        onClick={() =>
          void run('due', async () => {
            await checklistRequests.update(checklist.id, { dueDate: dueDate || null });
            return dueDate ? `Due date set to ${dueDate}.` : 'Due date removed.';
          })
        }
      >
        Set due date
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={checklist.status === 'Completed'}
        onClick={() => setConfirm('remind')}
      >
        Remind
      </Button>
      <Button
        size="sm"
        disabled={checklist.status !== 'Completed'}
        onClick={() => setConfirm('apply')}
      >
        Copy to employee record
      </Button>
      <ConfirmDialog
        open={confirm === 'remind'}
        title="Send a reminder"
        confirmLabel="Send"
        cancelLabel="Cancel"
        loading={busy === 'remind'}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          void run('remind', async () => (await checklistRequests.remind(checklist.id)).message)
        }
      >
        {name} gets an e-mail listing the required sections still to fill, with a link to the
        checklist.
      </ConfirmDialog>
      <ConfirmDialog
        open={confirm === 'apply'}
        title="Copy to the employee record"
        confirmLabel="Copy"
        cancelLabel="Cancel"
        loading={busy === 'apply'}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          void run('apply', async () => {
            const result = await checklistRequests.apply(checklist.id);
            return result.fields.length > 0
              ? `${result.message} (${result.fields.join(', ')})`
              : result.message;
          })
        }
      >
        {name}&apos;s personal details, government numbers, bank account and addresses from the
        checklist replace those in their employee record. The record keeps the earlier values in its
        history.
      </ConfirmDialog>
    </Flex>
  );
}
