import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formPaths } from '../../../shared/forms/form-paths';
import { LoadError } from '../../components/load-error';
import { SectionCard } from '../../components/section-card';
import { useFormDefinition } from '../../engine/api/use-form-definition';

// The record type payroll's government reports, BIR certificates and alphalist print from.
const COMPANY_DETAILS_FORM = 'payroll-employer';

/** Where the company details that payroll files print are kept: their own record type. */
export function CompanyDetailsTab({ registeredName }: { registeredName: string }) {
  const { form, error, isLoading, retry } = useFormDefinition(COMPANY_DETAILS_FORM);
  if (isLoading) return <Skeleton h="40" rounded="lg" />;
  if (!form)
    return (
      <LoadError
        message={error?.message ?? 'The company details could not be loaded.'}
        onRetry={retry}
      />
    );
  const { definition } = form;
  return (
    <SectionCard title="Company details on payroll files" description={definition.description}>
      <Stack gap="4" align="start">
        <Text fontSize="sm" color="fg.muted">
          They are kept as {(definition.pluralTitle ?? definition.title).toLowerCase()}: records of
          their own, with their history.
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Registered name of the organisation:{' '}
          <Text as="span" fontWeight="medium" color="fg">
            {registeredName}
          </Text>
        </Text>
        <Button asChild>
          <RouterLink to={formPaths.list(definition)}>
            Open {definition.pluralTitle ?? definition.title}
          </RouterLink>
        </Button>
      </Stack>
    </SectionCard>
  );
}
