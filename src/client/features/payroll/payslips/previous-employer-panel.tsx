import { Heading, Stack, Text } from '@chakra-ui/react';
import type { AnnualizedCompensation } from '../../../../shared/api/employee-payslips';
import { Panel } from '../../../components/panel';
import { FactList } from '../fact-list';
import { MoneyText } from '../money-text';
import { formatPeriod } from '../period-text';

type PreviousEmployer = NonNullable<AnnualizedCompensation['previousEmployer']>;

/** The year's previous employer as its BIR 2316 states it: the projection adds these figures. */
export function PreviousEmployerPanel({ employer }: { employer: PreviousEmployer }) {
  return (
    <Panel p="4">
      <Stack gap="3">
        <Heading as="h2" size="md">
          Previous employer
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Taxed with this year’s pay: its taxable compensation joins the projection and its tax
          counts as withheld.
        </Text>
        <FactList
          facts={[
            ['Employer', employer.employerName],
            ['TIN', employer.employerTin],
            ['Employed', formatPeriod(employer.periodFrom, employer.periodTo)],
            ['Taxable compensation', <MoneyText key="t" value={employer.taxableCompensation} />],
            [
              'Non-taxable compensation',
              <MoneyText key="n" value={employer.nonTaxableCompensation} />,
            ],
            ['Tax withheld', <MoneyText key="w" value={employer.taxWithheld} />],
          ]}
        />
      </Stack>
    </Panel>
  );
}
