import { Box, Button, Flex, Grid, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  LastPayInputsSchema,
  type LastPayDraft,
  type LastPayInputs,
} from '../../../../shared/api/last-pay';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { Panel } from '../../../components/panel';
import { TextInput } from '../../../components/text-input';
import { isApiError } from '../../../lib/api-error';
import { FactList } from '../fact-list';
import { PayrollForm } from '../form/payroll-form';
import { fieldsUnder, type ServerProblem } from '../form/server-field-errors';
import { MoneyText } from '../money-text';
import { specialPayoutPaths } from '../payroll-paths';
import { formatDay } from '../period-text';
import { payoutRequests } from './payout-api';

type Data = Record<string, unknown>;

/** The gathered inputs to review and override, the loans to set off, then compute and save. */
export function LastPayReview({ draft }: { draft: LastPayDraft }) {
  const navigate = useNavigate();
  const formId = useId();
  const [inputs, setInputs] = useState<Data>(draft.inputs);
  const [payDate, setPayDate] = useState(draft.dueDate);
  const [amounts, setAmounts] = useState(() => draft.loans.map((loan) => loan.balance));
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (data: Data) => {
    setBusy(true);
    try {
      const payout = await payoutRequests.createLastPay({
        employeeNumber: draft.employeeNumber,
        payDate,
        inputs: data as LastPayInputs,
        loans: draft.loans.map((loan, index) => ({ loanId: loan.loanId, amount: amounts[index]! })),
      });
      void navigate(specialPayoutPaths.payslip(payout.id, draft.employeeNumber));
    } catch (error) {
      if (!isApiError(error)) throw error;
      setProblem({
        message: error.message,
        fields: fieldsUnder('/inputs', error.fields),
        sent: data,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel as="section" aria-labelledby={`${formId}-title`} overflow="visible">
      <Stack gap="5" p={{ base: '4', md: '5' }}>
        <Heading as="h2" size="md" id={`${formId}-title`}>
          {draft.employeeName} ({draft.employeeNumber})
        </Heading>
        <FactList
          facts={[
            ['Due by', formatDay(draft.dueDate)],
            [
              'Last released cut-off',
              draft.lastReleasedPeriodEnd
                ? `ends ${formatDay(draft.lastReleasedPeriodEnd)}`
                : 'none this year',
            ],
          ]}
        />
        {problem ? <FormAlert status="error">{problem.message}</FormAlert> : null}
        <Text fontSize="sm" color="fg.muted">
          From the employee record, the released payslips (year to date before the last period), the
          leave credits and the special payouts of the year. Change what needs correcting.
        </Text>
        <PayrollForm
          id={formId}
          schema={LastPayInputsSchema}
          formData={inputs}
          problem={problem}
          onChange={setInputs}
          onSubmit={(data) => void save(data)}
        />
        <Box>
          <Heading as="h3" size="sm" mb="2">
            Loans set off
          </Heading>
          {draft.loans.length === 0 ? (
            <Text fontSize="sm" color="fg.muted">
              No active loan with a balance.
            </Text>
          ) : (
            <Table.ScrollArea>
              <Table.Root size="sm">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Loan</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Balance</Table.ColumnHeader>
                    <Table.ColumnHeader>Set off</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {draft.loans.map((loan, index) => (
                    <Table.Row key={loan.loanId}>
                      <Table.Cell>{loan.label}</Table.Cell>
                      <Table.Cell textAlign="end">
                        <MoneyText value={loan.balance} />
                      </Table.Cell>
                      <Table.Cell>
                        <TextInput
                          aria-label={`Set off of ${loan.label}`}
                          inputMode="decimal"
                          maxW="10rem"
                          value={amounts[index]}
                          onChange={(event) =>
                            setAmounts((current) =>
                              current.map((amount, at) =>
                                at === index ? event.target.value : amount,
                              ),
                            )
                          }
                        />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Table.ScrollArea>
          )}
        </Box>
        <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 16rem)' }}>
          <FormField label="Pay date" helper="At the latest the due date">
            <TextInput
              type="date"
              value={payDate}
              onChange={(event) => setPayDate(event.target.value)}
            />
          </FormField>
        </Grid>
      </Stack>
      <Flex justify="flex-end" px={{ base: '4', md: '5' }} py="3" borderTopWidth="1px">
        <Button type="submit" form={formId} loading={busy} loadingText="Computing">
          Compute and save
        </Button>
      </Flex>
    </Panel>
  );
}
