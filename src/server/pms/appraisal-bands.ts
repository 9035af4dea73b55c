import type { FormDefinition } from '../../shared/forms/definition';

export interface AppraisalBand {
  band: string;
  /** The lowest score (%) in the band. */
  min: number;
}

/**
 * The appraisal's bands, best first, read from its computed `band` rule (a ladder of
 * `>= score` steps ending in the lowest band), so reports band any score as the form does.
 * A rule of another shape is a definition the reports cannot follow: it throws.
 */
export function appraisalBands(definition: FormDefinition): AppraisalBand[] {
  const ladder = (definition.rules?.computed?.band as { if?: unknown[] } | undefined)?.if ?? [];
  const bands: AppraisalBand[] = [];
  for (let at = 0; at + 1 < ladder.length; at += 2) {
    const step = (ladder[at] as { '>='?: unknown[] } | null)?.['>='];
    const band = ladder[at + 1];
    if (typeof step?.[1] === 'number' && typeof band === 'string')
      bands.push({ band, min: step[1] });
  }
  const lowest = ladder.length % 2 === 1 ? ladder.at(-1) : undefined;
  if (typeof lowest === 'string') bands.push({ band: lowest, min: 0 });
  const named = (definition.schema.properties?.band as { enum?: string[] } | undefined)?.enum;
  if (bands.length === 0 || bands.some(({ band }) => !named?.includes(band)))
    throw new Error(`The band rule of ${definition.formId} is not a ladder of its bands`);
  return bands;
}
