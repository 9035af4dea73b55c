import { Box, Button, Flex, Grid, Heading } from '@chakra-ui/react';
import { deepEquals } from '@rjsf/utils';
import { useEffect, useId, useRef, useState } from 'react';
import {
  CALCULATOR_INPUT_SCHEMAS,
  CALCULATOR_KINDS,
  CalculateRequestSchema,
  type CalculateRequest,
  type CalculateResponse,
  type CalculatorKind,
} from '../../../../shared/api/payroll-calculator';
import type { JsonSchemaNode } from '../../../../shared/forms/fields';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { PageHeader } from '../../../components/page-header';
import { Panel } from '../../../components/panel';
import { TextInput } from '../../../components/text-input';
import { isApiError } from '../../../lib/api-error';
import { NativeSelect } from '../../../components/native-select';
import { payrollRequests } from '../api/payroll-requests';
import { PayrollForm } from '../form/payroll-form';
import { fieldsUnder, type ServerProblem } from '../form/server-field-errors';
import { CALCULATOR_EXAMPLES, CALCULATOR_KIND_INFO } from './calculator-kinds';
import { CalculationResult } from './calculation-result';

type Data = Record<string, unknown>;

/** What an empty "Tables as of" means, as the request's schema states it. */
const AS_OF = CalculateRequestSchema.properties.asOf as unknown as JsonSchemaNode;

interface Calculation {
  request: CalculateRequest;
  response: CalculateResponse;
}

const requestOf = (kind: CalculatorKind, inputs: Data, asOf: string): CalculateRequest => ({
  kind,
  inputs,
  ...(asOf ? { asOf } : {}),
});

/** `/payroll/calculator`: any payroll figure from explicit inputs, with the trace behind it. */
export function CalculatorPage() {
  const [kind, setKind] = useState<CalculatorKind>('payslip');
  const [asOf, setAsOf] = useState('');
  const [inputs, setInputs] = useState<Data>(CALCULATOR_EXAMPLES.payslip);
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [problem, setProblem] = useState<ServerProblem | null>(null);
  const [asOfError, setAsOfError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // Each choice of a kind (or reset) remounts the form: widgets holding state start afresh.
  const [resets, setResets] = useState(0);
  const pending = useRef<AbortController | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const formId = useId();
  const info = CALCULATOR_KIND_INFO[kind];

  const choose = (next: CalculatorKind) => {
    pending.current?.abort();
    setKind(next);
    setInputs(CALCULATOR_EXAMPLES[next]);
    setCalculation(null);
    setProblem(null);
    setAsOfError(undefined);
    setBusy(false);
    setResets((count) => count + 1);
  };

  const calculate = async (data: Data) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    const request = requestOf(kind, data, asOf);
    setBusy(true);
    try {
      const response = await payrollRequests.calculate(request, controller.signal);
      setCalculation({ request, response });
      setProblem(null);
      setAsOfError(undefined);
    } catch (error) {
      // A calculation of another kind, or one asked for again, answers nothing here.
      if (controller.signal.aborted) return;
      if (!isApiError(error)) throw error;
      setCalculation(null);
      setProblem({
        message: error.message,
        fields: fieldsUnder('/inputs', error.fields),
        sent: data,
      });
      setAsOfError(error.fieldMessage('/asOf'));
    } finally {
      if (pending.current === controller) setBusy(false);
    }
  };

  // A refusal may come while the form's foot is in view: show what was wrong.
  useEffect(() => {
    if (problem) summary.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [problem]);

  const stale =
    calculation !== null && !deepEquals(calculation.request, requestOf(kind, inputs, asOf));

  return (
    <>
      <PageHeader
        title="Payroll calculator"
        description="The engine payslips are computed with, on inputs you give: every figure comes with its formula and the statutory tables it read."
      />
      <Panel p="4" mb="6" overflow="visible">
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 24rem) 14rem' }} gap="4">
          <FormField label="Calculation" helper={info.summary}>
            <NativeSelect
              value={kind}
              onChange={(event) => choose(event.target.value as CalculatorKind)}
            >
              {CALCULATOR_KINDS.map((option) => (
                <option key={option} value={option}>
                  {CALCULATOR_KIND_INFO[option].label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Tables as of" error={asOfError} helper={AS_OF.description}>
            <TextInput type="date" value={asOf} onChange={(event) => setAsOf(event.target.value)} />
          </FormField>
        </Grid>
      </Panel>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 5fr) minmax(0, 6fr)' }}
        gap="6"
        alignItems="start"
      >
        <Panel as="section" aria-labelledby={`${formId}-title`} overflow="visible">
          <Box p={{ base: '4', md: '5' }}>
            <Heading as="h2" size="md" id={`${formId}-title`} mb="4">
              Inputs
            </Heading>
            {problem ? (
              <Box mb="4" ref={summary} scrollMarginTop="24">
                <FormAlert status="error">{problem.message}</FormAlert>
              </Box>
            ) : null}
            <PayrollForm
              key={resets}
              id={formId}
              schema={CALCULATOR_INPUT_SCHEMAS[kind]}
              formData={inputs}
              problem={problem}
              onChange={setInputs}
              onSubmit={(data) => void calculate(data)}
            />
          </Box>
          {/* Stays in view at the foot of a long form while it is scrolled. */}
          <Flex
            position="sticky"
            bottom="0"
            zIndex="1"
            gap="3"
            justify="flex-end"
            px={{ base: '4', md: '5' }}
            py="3"
            bg="bg"
            borderTopWidth="1px"
            roundedBottom="lg"
          >
            <Button variant="ghost" onClick={() => choose(kind)} disabled={busy}>
              Reset to example
            </Button>
            <Button type="submit" form={formId} loading={busy} loadingText="Calculating">
              Calculate
            </Button>
          </Flex>
        </Panel>
        {calculation ? (
          <CalculationResult
            key={JSON.stringify(calculation.request)}
            response={calculation.response}
            stale={stale}
          />
        ) : (
          <Panel>
            <EmptyState
              icon={problem ? 'alert' : 'list'}
              title={problem ? 'Not calculated' : 'Nothing calculated yet'}
              description={
                problem
                  ? 'Correct the inputs marked in red, then calculate again.'
                  : `The inputs hold an example ${info.label.toLowerCase()}: change what you need, then select Calculate.`
              }
            />
          </Panel>
        )}
      </Grid>
    </>
  );
}
