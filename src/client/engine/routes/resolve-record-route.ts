import { matchPath } from 'react-router-dom';
import type { FormSummary } from '../../../shared/api/records';
import { declaredPages } from '../../../shared/forms/form-paths';

export type RecordPage = 'list' | 'create' | 'edit' | 'view';

export interface ResolvedRecordRoute {
  page: RecordPage;
  form: FormSummary;
  recordId?: string;
  filter?: Record<string, string>;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape simply matches nothing
  }
}

function resolveUnder(rest: string[], forms: FormSummary[]): ResolvedRecordRoute | null {
  const [action, formId, recordId, ...extra] = rest;
  if (extra.length > 0) return null;
  if (action === undefined) {
    const form = forms.find((candidate) => candidate.listAtBase);
    return form ? { page: 'list', form } : null;
  }
  if (action === 'list' && formId === undefined) {
    const form = forms.find((candidate) => !candidate.listAtBase) ?? forms[0];
    return form ? { page: 'list', form } : null;
  }
  // Where one form owns the base, the spec's own shapes too (schedule templates):
  // `<route>/create`, `<route>/view/:orgId/:id`, `<route>/edit/:orgId/:id`.
  const only = forms.length === 1 ? forms[0] : undefined;
  if (only && action === 'create' && formId === undefined) return { page: 'create', form: only };
  const form =
    forms.find((candidate) => candidate.formId === formId) ??
    (recordId === undefined ? undefined : only);
  if (!form) return null;
  if (action === 'add' && recordId === undefined) return { page: 'create', form };
  if ((action === 'edit' || action === 'view') && recordId !== undefined) {
    return { page: action, form, recordId };
  }
  return null;
}

const DECLARED_PAGES = { list: 'list', add: 'create', view: 'view', edit: 'edit' } as const;

/**
 * The page a definition's declared `paths` give this path, if any. A `:formId` in the pattern
 * must be the definition's own; an add page whose URL names a record (`:recordId?`) edits it; an
 * alias names its record by `:recordId` or `:id`, and one without a record shows the list.
 */
function resolveDeclared(path: string, forms: FormSummary[]): ResolvedRecordRoute | null {
  for (const form of forms) {
    for (const declared of declaredPages(form.paths)) {
      const match = matchPath({ path: declared.path, end: true }, path);
      if (!match || (match.params.formId !== undefined && match.params.formId !== form.formId))
        continue;
      const page = DECLARED_PAGES[declared.page];
      const recordId = match.params.recordId ?? match.params.id;
      const { filter } = declared;
      if (page === 'list') return filter ? { page, form, filter } : { page, form };
      if (page === 'create') return recordId ? { page: 'edit', form, recordId } : { page, form };
      if (recordId) return { page, form, recordId };
      if (declared.path.endsWith('?')) return { page: 'list', form };
    }
  }
  return null;
}

/**
 * Which record screen a path is: a definition's declared `paths` first, then from the
 * definitions' route bases (they are data, so the router
 * cannot list them): `<route>/list` (or `<route>` when listAtBase), `<route>/add/:formId`,
 * `<route>/edit/:formId/:recordId`, `<route>/view/:formId/:recordId`. The longest base wins.
 * A base with one form also takes `<route>/create` and an organisation id for the form id.
 */
export function resolveRecordRoute(
  pathname: string,
  forms: FormSummary[],
): ResolvedRecordRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const declared = resolveDeclared(path, forms);
  if (declared) return declared;
  const bases = [...new Set(forms.map((form) => form.route))]
    .filter((route) => path === route || path.startsWith(`${route}/`))
    .sort((a, b) => b.length - a.length);
  for (const base of bases) {
    const rest = path.slice(base.length).split('/').filter(Boolean).map(decodeSegment);
    const resolved = resolveUnder(
      rest,
      forms.filter((form) => form.route === base),
    );
    if (resolved) return resolved;
  }
  return null;
}
