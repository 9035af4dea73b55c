import { useLocation } from 'react-router-dom';
import type { FormDefinition } from '../../../shared/forms/definition';
import { formIdOf } from '../../../shared/forms/builder/built-names';
import { PageHeader } from '../../components/page-header';
import { BuilderEditor } from './builder-editor';
import { blankDefinition } from './use-builder-state';

/**
 * A copy of a definition as a new record type of the organisation: its own id and route, and
 * none of what only files of schemas/ may hold (seeds, importer, declared pages, indexes).
 */
function copyOf(source: FormDefinition): FormDefinition {
  const { seed: _seed, importer: _importer, paths: _paths, views, ...rest } = source;
  const { indexes: _indexes, ...list } = source.list;
  const title = `${source.title} (copy)`;
  const pageViews = views
    ? Object.fromEntries(
        Object.entries(views).map(([view, options]) => [
          view,
          options && typeof options === 'object' && 'path' in options
            ? { ...options, path: undefined }
            : options,
        ]),
      )
    : undefined;
  return {
    ...rest,
    formId: formIdOf(title),
    title,
    ...(source.pluralTitle ? { pluralTitle: `${source.pluralTitle} (copy)` } : {}),
    module: source.module === 'onboarding' ? 'utility' : source.module,
    route: '',
    list,
    ...(pageViews
      ? { views: JSON.parse(JSON.stringify(pageViews)) as FormDefinition['views'] }
      : {}),
  };
}

/** `/rtb/new`: a new record type, blank or copied from another (the template page's Copy). */
export function BuilderNewPage() {
  const state = useLocation().state as { copyOf?: FormDefinition } | null;
  const initial = state?.copyOf ? copyOf(state.copyOf) : blankDefinition();
  return (
    <>
      <PageHeader
        title="New record type"
        description="Name it, add its fields and choose who may use it; the preview shows the form as you go."
      />
      <BuilderEditor initial={initial} />
    </>
  );
}
