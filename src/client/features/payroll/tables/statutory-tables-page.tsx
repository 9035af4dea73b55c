import { Alert } from '@chakra-ui/react';
import useSWR from 'swr';
import { EMPLOYER_TABLES, type StatutoryTableKind } from '../../../../shared/api/payroll-tables';
import { PageHeader } from '../../../components/page-header';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { useCan } from '../../../lib/use-grants';
import { payrollKeys } from '../api/payroll-keys';
import { payrollRequests, type StatutoryVersions } from '../api/payroll-requests';
import { StatutoryTablesView } from './statutory-tables-view';

const ownable = (kind: StatutoryTableKind) => EMPLOYER_TABLES.includes(kind);

/**
 * `/payroll/statutory-tables`: every version of every statutory table in force here. The law's
 * come from the platform for every organisation; payroll adds its own where the law lets an
 * employer pay more (the premium rates).
 */
export function StatutoryTablesPage() {
  const account = useCurrentAccount();
  const can = useCan();
  const tables = useSWR<StatutoryVersions>(payrollKeys.tables(account.accountId));
  const mayAdd = can('payroll.tables');
  return (
    <>
      <PageHeader
        title="Statutory tables"
        description="The contribution, tax and pay rates the payroll engine reads, each by the date it applies from."
      />
      <Alert.Root status="info" rounded="md" mb="6">
        <Alert.Indicator />
        <Alert.Description>
          Versions are never edited: a new version applies from its valid-from date until a later
          one, and payslips keep the version they were computed with. The law&apos;s tables are kept
          up to date for every organisation; your organisation adds its own premium rates where they
          are higher than the Labor Code&apos;s.
          {mayAdd ? null : ' Admins and payroll add them; you can read them.'}
        </Alert.Description>
      </Alert.Root>
      <StatutoryTablesView
        tables={tables}
        canAdd={(kind) => mayAdd && ownable(kind)}
        add={payrollRequests.addTableVersion}
        noteOf={(kind) =>
          ownable(kind) ? null : 'Published for every organisation: it cannot be changed here.'
        }
      />
    </>
  );
}
