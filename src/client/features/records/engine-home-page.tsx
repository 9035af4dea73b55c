import { Heading, Link as ChakraLink, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { FormSummary } from '../../../shared/api/records';
import { words } from '../../../shared/forms/fields';
import { EmptyState } from '../../components/empty-state';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { Panel } from '../../components/panel';
import { TableSkeleton } from '../../components/table-skeleton';
import { useForms } from './api/use-forms';
import { rtbPaths } from './routes/record-paths';

function byModule(forms: FormSummary[]): [string, FormSummary[]][] {
  const groups = new Map<string, FormSummary[]>();
  for (const form of forms) groups.set(form.module, [...(groups.get(form.module) ?? []), form]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/** `/rtb`: every record type this person may use, by module. */
export function EngineHomePage() {
  const { forms, error, isLoading, retry } = useForms();
  let body;
  if (isLoading) body = <TableSkeleton />;
  else if (error || !forms) {
    body = <LoadError message="The forms could not be loaded." onRetry={retry} />;
  } else if (forms.length === 0) {
    body = (
      <EmptyState
        icon="list"
        title="No forms available"
        description="Ask an administrator for access."
      />
    );
  } else {
    body = (
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="6" p="6">
        {byModule(forms).map(([module, group]) => (
          <Stack key={module} gap="2" as="section">
            <Heading as="h2" size="sm">
              {words(module)}
            </Heading>
            {group.map((form) => (
              <ChakraLink key={form.formId} asChild>
                <Link to={rtbPaths(form.formId).list}>{form.pluralTitle}</Link>
              </ChakraLink>
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    );
  }
  return (
    <>
      <PageHeader title="Records" description="Every record type you can open." />
      <Panel>{body}</Panel>
    </>
  );
}
