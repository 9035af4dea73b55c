import { Button, Flex, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import type { RegisterSheet } from '../../../../shared/api/payroll-downloads';
import { FormAlert } from '../../../components/form-alert';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { PageSpinner } from '../../../components/page-spinner';
import { Panel } from '../../../components/panel';
import { saveBlob } from '../../../lib/save-blob';
import { useCurrentAccount } from '../../../lib/use-current-account';
import { registerKeys, type SheetKind } from '../api/register-keys';
import { registerRequests } from '../api/register-requests';
import { registerPaths } from '../payroll-paths';
import { formatPeriod } from '../period-text';
import { SheetTable } from './sheet-table';
import { sheetTotals } from './sheet-totals';

const FORMATS = [
  { format: 'xlsx', label: 'Download Excel' },
  { format: 'csv', label: 'Download CSV' },
] as const;
type Format = (typeof FORMATS)[number]['format'];

const fileOf = (cutoffId: string, kind: SheetKind, format: Format) =>
  kind === 'tar'
    ? registerRequests.timeAttendanceFile(cutoffId, format)
    : registerRequests.registerFile(cutoffId, format, kind);

export interface SheetPageProps {
  kind: SheetKind;
  title: string;
  /** What one row is, plural ("employees", "payslip lines"). */
  noun: string;
  /** Where an employee's name leads. */
  employeeLink?: (registerId: string, cutoffId: string, employeeNumber: string) => string;
}

/**
 * `…/:registerId/:registerCutoffId/:filename`: one sheet of a cut-off on screen, as its download
 * writes it; `filename` names the downloaded file.
 */
export function SheetPage({ kind, title, noun, employeeLink }: SheetPageProps) {
  const { registerCutoffId = '', filename = '' } = useParams();
  const account = useCurrentAccount();
  const [busy, setBusy] = useState<Format | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { data, error, isLoading, mutate } = useSWR<RegisterSheet>(
    registerKeys.sheet(account.accountId, registerCutoffId, kind),
  );

  if (isLoading) return <PageSpinner />;
  if (error || !data)
    return (
      <LoadError
        message={error?.message ?? `The ${title.toLowerCase()} could not be loaded.`}
        onRetry={() => void mutate()}
      />
    );
  const { cutoff } = data;

  const download = async (format: Format) => {
    setBusy(format);
    setMessage(null);
    try {
      const { blob } = await fileOf(cutoff.id, kind, format);
      saveBlob(blob, `${filename || `${kind}-${cutoff.periodEnd}`}.${format}`);
    } catch (failure) {
      setMessage(failure instanceof Error ? failure.message : 'The download failed.');
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <PageHeader
        title={`${title}: ${formatPeriod(cutoff.periodStart, cutoff.periodEnd)}`}
        description={
          <>
            {cutoff.registerName} ·{' '}
            <Link asChild>
              <RouterLink to={registerPaths.cutoff(cutoff.registerId, cutoff.id)}>
                Back to the cut-off
              </RouterLink>
            </Link>
          </>
        }
        actions={
          <Flex gap="2" wrap="wrap">
            {FORMATS.map(({ format, label }) => (
              <Button
                key={format}
                variant="outline"
                loading={busy === format}
                loadingText="Downloading"
                disabled={busy !== null || data.rows.length === 0}
                onClick={() => void download(format)}
              >
                {label}
              </Button>
            ))}
          </Flex>
        }
      />
      <Stack gap="4">
        {message ? <FormAlert status="error">{message}</FormAlert> : null}
        <Panel>
          <SheetTable
            sheet={data}
            noun={noun}
            totals={
              data.totals ?? (kind === 'tar' && data.rows.length > 0 ? sheetTotals(data) : null)
            }
            employeeLink={
              employeeLink
                ? (employeeNumber) => employeeLink(cutoff.registerId, cutoff.id, employeeNumber)
                : undefined
            }
          />
        </Panel>
      </Stack>
    </>
  );
}
