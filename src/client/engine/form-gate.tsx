import type { ReactNode } from 'react';
import type { FormResponse } from '../../shared/api/records';
import type { FieldInfo } from '../../shared/forms/fields';
import { LoadError } from '../components/load-error';
import { EmptyState } from '../components/empty-state';
import { PageSpinner } from '../components/page-spinner';
import { Panel } from '../components/panel';
import { useFormDefinition } from './api/use-form-definition';

interface FormGateProps {
  formId: string;
  children: (form: FormResponse, fields: FieldInfo[]) => ReactNode;
}

/** Loads a record type's definition for a screen: spinner, "no such form", or the screen. */
export function FormGate({ formId, children }: FormGateProps) {
  const { form, fields, error, isLoading, retry } = useFormDefinition(formId);
  if (form) return children(form, fields);
  if (isLoading) return <PageSpinner />;
  if (error?.status === 404 || error?.status === 403) {
    return (
      <Panel>
        <EmptyState
          icon="alert"
          title="Form not available"
          description="This form does not exist or you do not have access to it."
        />
      </Panel>
    );
  }
  return <LoadError message="The form could not be loaded." onRetry={retry} />;
}
