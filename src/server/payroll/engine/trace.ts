import type { TraceLine } from '../../../shared/api/payroll-calculator';

export type TraceValues = TraceLine['values'];

/** The explanation of a computation: one entry per line, with its formula and the values used. */
export class Trace {
  readonly lines: TraceLine[] = [];

  add(line: string, formula: string, values: TraceValues): void {
    this.lines.push({ line, formula, values });
  }
}

/** Where a computation's steps are written: a trace, or a part of one. */
export type TraceSink = Pick<Trace, 'add'>;
