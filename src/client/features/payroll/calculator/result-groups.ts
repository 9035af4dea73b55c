import type { CalculateResponse, TraceLine } from '../../../../shared/api/payroll-calculator';
import type { PayrollScalar } from '../decimal-text';
import { payrollLabel } from '../payroll-labels';

export interface ResultLine {
  /** Dotted path in the result: "net_pay", "sss.msc", "premium_pay.rest_day.ot". */
  path: string;
  label: string;
  value: PayrollScalar | null;
}

export interface ResultGroup {
  path: string;
  /** Null for the result's own top-level lines, which come first. */
  title: string | null;
  lines: ResultLine[];
}

const isScalar = (value: unknown): value is PayrollScalar | null =>
  value === null || typeof value !== 'object';

/** "premium_pay.rest_day" -> "Premium pay · Rest day"; list entries count from 1. */
export const pathLabel = (path: string) =>
  path
    .split('.')
    .map((segment) => (/^\d+$/.test(segment) ? String(Number(segment) + 1) : payrollLabel(segment)))
    .join(' · ');

/**
 * A result's nested objects and lists flattened into titled groups of lines, in the engine's
 * order: top-level lines first, then each object (sss, premium_pay.rest_day...) as a group.
 */
export function resultGroups(result: CalculateResponse['result']): ResultGroup[] {
  const top: ResultGroup = { path: '', title: null, lines: [] };
  const groups = [top];
  const walk = (value: object, path: string[], group: ResultGroup) => {
    for (const [key, child] of Object.entries(value)) {
      const at = [...path, key];
      if (isScalar(child)) {
        group.lines.push({ path: at.join('.'), label: payrollLabel(key), value: child });
        continue;
      }
      const inner: ResultGroup = { path: at.join('.'), title: pathLabel(at.join('.')), lines: [] };
      groups.push(inner);
      walk(child as object, at, inner);
    }
  };
  walk(result, [], top);
  return groups.filter((group) => group.lines.length > 0);
}

/**
 * The trace entry that explains a line of the result: the one named like the line or the
 * nearest group holding it ("sss.msc" -> "sss"), else like its own key, else the one that
 * reports the same figure under the same name ("daily_rate" in "rates"). -1 when none does.
 */
export function traceIndexOf(path: string, value: unknown, trace: TraceLine[]): number {
  const segments = path.split('.');
  const names = segments.map((_, index) => segments.slice(0, segments.length - index).join('.'));
  const leaf = segments.at(-1) ?? '';
  for (const name of [...names, leaf]) {
    const index = trace.findIndex((entry) => entry.line === name);
    if (index !== -1) return index;
  }
  return trace.findIndex((entry) => value !== undefined && entry.values[leaf] === value);
}
