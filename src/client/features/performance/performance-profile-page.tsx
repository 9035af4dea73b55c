import { Button, Grid, Link, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formPaths } from '../../../shared/forms/form-paths';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { TableSkeleton } from '../../components/table-skeleton';
import { useFormDefinition } from '../../engine/api/use-form-definition';
import { usePerformanceProfile } from './use-performance-profile';

const score = (value: number | null) => (value === null ? '—' : `${value}%`);

/** `/pms/settings/profile/:employeeNumber`: an employee's roster entry and appraisal history. */
export function PerformanceProfilePage() {
  const { employeeNumber = '' } = useParams();
  const { profile, error, isLoading, retry } = usePerformanceProfile(employeeNumber);
  const roster = useFormDefinition('pms-employee').form;
  const appraisal = useFormDefinition('pms-appraisal').form;
  const entry = profile?.roster;
  return (
    <>
      <PageHeader
        title={profile ? `Performance profile: ${profile.employee.label}` : 'Performance profile'}
        description={`Employee ${employeeNumber}: their place in the performance roster and every appraisal.`}
        actions={
          entry && roster ? (
            <Button size="sm" variant="outline" asChild>
              <RouterLink to={formPaths.edit(roster.definition, entry.id)}>
                Edit roster entry
              </RouterLink>
            </Button>
          ) : null
        }
      />
      {isLoading ? (
        <Panel>
          <TableSkeleton />
        </Panel>
      ) : error?.status === 404 ? (
        <Panel>
          <EmptyState icon="list" title="No such employee" description={error.message} />
        </Panel>
      ) : error || !profile ? (
        <LoadError message="The performance profile could not be loaded." onRetry={retry} />
      ) : (
        <Stack gap="4">
          <Panel p="4">
            <Text fontWeight="semibold" mb="3">
              Performance roster
            </Text>
            {entry ? (
              <Grid templateColumns="10rem 1fr" rowGap="2" columnGap="4">
                {(
                  [
                    ['Company', entry.company?.label],
                    ['Site', entry.site?.label],
                    ['Rated by', entry.rater?.label],
                    ['Template', entry.template?.label],
                    ['Appraised', entry.active ? 'Yes' : 'No'],
                  ] as const
                ).map(([label, value]) => (
                  <Fragment key={label}>
                    <Text color="fg.muted">{label}</Text>
                    <Text>{value ?? '—'}</Text>
                  </Fragment>
                ))}
              </Grid>
            ) : (
              <Text color="fg.muted">
                Not in the performance roster: schedules open no appraisal for them.
              </Text>
            )}
          </Panel>
          <Panel p="0">
            <Text fontWeight="semibold" px="4" pt="3" pb="1">
              Appraisals
            </Text>
            {profile.appraisals.length === 0 ? (
              <Text color="fg.muted" fontSize="sm" p="4">
                No appraisals yet.
              </Text>
            ) : (
              <DataTable
                rows={profile.appraisals}
                rowKey={(item) => item.id}
                striped
                columns={[
                  {
                    id: 'schedule',
                    header: 'Schedule',
                    cell: (item) =>
                      appraisal ? (
                        <Link asChild color="brand.fg" fontWeight="medium">
                          <RouterLink to={formPaths.view(appraisal.definition, item.id)}>
                            {item.schedule ?? 'Appraisal'}
                          </RouterLink>
                        </Link>
                      ) : (
                        (item.schedule ?? 'Appraisal')
                      ),
                  },
                  {
                    id: 'period',
                    header: 'Period',
                    nowrap: true,
                    value: (item) => `${item.periodStart} to ${item.periodEnd}`,
                  },
                  { id: 'status', header: 'Status', value: (item) => item.status },
                  {
                    id: 'final',
                    header: 'Final score',
                    numeric: true,
                    value: (item) => score(item.finalScore),
                  },
                  {
                    id: 'result',
                    header: 'Result',
                    numeric: true,
                    value: (item) => score(item.resultScore),
                  },
                  { id: 'rating', header: 'Rating', value: (item) => item.band ?? '—' },
                ]}
              />
            )}
          </Panel>
        </Stack>
      )}
    </>
  );
}
