import type { ReportCell, ReportColumn } from '../../../shared/api/pms-reports';
import type { LoadedForm } from '../../forms/form-registry';

/** A column titled as the definition titles its field. */
export function field(form: LoadedForm, name: string, kind: ReportColumn['kind']): ReportColumn {
  const property = form.definition.schema.properties?.[name] as { title?: string } | undefined;
  return { title: property?.title ?? name, kind };
}
export const text = (title: string): ReportColumn => ({ title, kind: 'text' });
export const count = (title: string): ReportColumn => ({ title, kind: 'count' });

export type Row = Record<string, ReportCell>;
export const cells = (row: Row, names: string[]) => names.map((name) => row[name] ?? null);

export const decimal = (title: string): ReportColumn => ({ title, kind: 'decimal' });

/** The scores of an appraisal as the definition titles them. */
export const SCORES = ['finalScore', 'calibratedScore', 'resultScore'] as const;
