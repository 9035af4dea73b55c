import { Button, Grid, HStack, Stack } from '@chakra-ui/react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { BuiltForm, BuiltVersion, ProductForm } from '../../../shared/api/form-builder';
import { BUILT_FORM_PREFIX } from '../../../shared/forms/builder/built-names';
import type { FormDefinition } from '../../../shared/forms/definition';
import { formPaths } from '../../../shared/forms/form-paths';
import { DownloadButton } from '../../components/download-button';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PageSpinner } from '../../components/page-spinner';
import { SectionCard } from '../../components/section-card';
import type { ApiError } from '../../lib/api-error';
import { messageOf } from '../../lib/api-error';
import { useCurrentAccount } from '../../lib/use-current-account';
import { useFormDefinition } from '../api/use-form-definition';
import { BuilderEditor } from './builder-editor';
import { builderKeys, builderRequests } from './builder-requests';
import { DefinitionJson } from './definition-json';
import { FormPreview } from './form-preview';

const listLink = (definition: FormDefinition) => (
  <Button asChild variant="outline">
    <Link to={formPaths.list(definition)}>Open list</Link>
  </Button>
);

/** One of the organisation's record types in the builder, or an earlier version to restore. */
function BuiltTemplate({ formId, version }: { formId: string; version: number | undefined }) {
  const { accountId } = useCurrentAccount();
  const current = useSWR<BuiltForm, ApiError>(builderKeys.form(formId, accountId));
  const earlier = useSWR<BuiltVersion, ApiError>(
    version ? builderKeys.version(formId, version, accountId) : null,
  );
  const arrival = (useLocation().state as { notice?: unknown } | null)?.notice;
  const failed = current.error ?? earlier.error;
  if (failed)
    return (
      <LoadError
        message={messageOf(failed, 'The record type could not be loaded.')}
        onRetry={() => void current.mutate()}
      />
    );
  if (!current.data || (version && !earlier.data)) return <PageSpinner />;
  const saved = current.data;
  const definition = saved.definition as FormDefinition;
  const initial = (earlier.data?.definition as FormDefinition | undefined) ?? definition;
  const notice =
    earlier.data && earlier.data.version !== saved.version
      ? `This is version ${earlier.data.version}: saving makes it the current one (version ${saved.version + 1}).`
      : typeof arrival === 'string'
        ? arrival
        : undefined;
  return (
    <>
      <PageHeader
        title={definition.pluralTitle ?? definition.title}
        description={`A record type of your organisation · version ${saved.version} · ${saved.records} record(s)`}
        actions={
          <HStack gap="2" wrap="wrap">
            {listLink(definition)}
            <Button asChild variant="outline">
              <Link to={`/rtb/versions/${encodeURIComponent(formId)}`}>Versions</Link>
            </Button>
            <DownloadButton
              variant="outline"
              fileName={`${formId}.json`}
              fetchFile={() => builderRequests.exportFile(formId)}
            >
              Export file
            </DownloadButton>
          </HStack>
        }
      />
      <BuilderEditor
        key={`${saved.version}-${version ?? ''}`}
        initial={initial}
        notice={notice}
        saved={{
          formId,
          version: saved.version,
          fieldNames: new Set(Object.keys(definition.schema.properties ?? {})),
        }}
      />
    </>
  );
}

/** A record type of the product (a file of schemas/): read its definition, try it, copy it. */
function ProductTemplate({ formId }: { formId: string }) {
  const { accountId } = useCurrentAccount();
  const file = useSWR<ProductForm, ApiError>(builderKeys.file(formId, accountId));
  const served = useFormDefinition(formId);
  const navigate = useNavigate();
  if (file.error)
    return (
      <LoadError
        message={messageOf(file.error, 'The record type could not be loaded.')}
        onRetry={() => void file.mutate()}
      />
    );
  if (!file.data) return <PageSpinner />;
  const definition = file.data.definition as FormDefinition;
  return (
    <>
      <PageHeader
        title={definition.pluralTitle ?? definition.title}
        description="A record type of the product, defined by its file. Copy it to build your own from it."
        actions={
          <HStack gap="2" wrap="wrap">
            {listLink(definition)}
            <Button onClick={() => void navigate('/rtb/new', { state: { copyOf: definition } })}>
              Copy into a new record type
            </Button>
          </HStack>
        }
      />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="6">
        <SectionCard title="Definition">
          <DefinitionJson definition={definition} readOnly />
        </SectionCard>
        <SectionCard
          title="Preview"
          description="The form as people fill it in. Nothing is saved here."
        >
          <Stack>{served.form ? <FormPreview preview={served.form} /> : <PageSpinner />}</Stack>
        </SectionCard>
      </Grid>
    </>
  );
}

/** `/record_template/:formId`: a record type in the form builder (`?version=` an earlier one). */
export function RecordTemplatePage() {
  const { formId = '' } = useParams();
  const [params] = useSearchParams();
  const version = Number(params.get('version')) || undefined;
  return formId.startsWith(BUILT_FORM_PREFIX) ? (
    <BuiltTemplate key={formId} formId={formId} version={version} />
  ) : (
    <ProductTemplate key={formId} formId={formId} />
  );
}
