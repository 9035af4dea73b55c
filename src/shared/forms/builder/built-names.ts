/** A record type an organisation built in the browser starts with this, so no file shadows it. */
export const BUILT_FORM_PREFIX = 'custom-';
/** Its pages live under this route base: nothing of the product's own is there. */
export const BUILT_ROUTE_BASE = '/custom/';

/** `custom-vehicles` lives at `/custom/vehicles`. */
export const routeOf = (formId: string) =>
  `${BUILT_ROUTE_BASE}${formId.slice(formId.startsWith(BUILT_FORM_PREFIX) ? BUILT_FORM_PREFIX.length : 0)}`;

/** `Company vehicles` -> `custom-company-vehicles`. */
export function formIdOf(title: string): string {
  const slug = plainLetters(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${BUILT_FORM_PREFIX}${slug || 'records'}`;
}

/** "Équipe" -> "Equipe": accents off, for ids and keys made from names. */
export const plainLetters = (text: string) =>
  text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
