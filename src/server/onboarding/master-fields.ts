import type { ErsEmployeeData } from '../../shared/forms/record-types.generated';

type Data = Record<string, unknown>;

/**
 * What a new hire's onboarding sub-forms say about them, as employee master fields: the
 * sub-forms name these fields as the master does, so the values copy over unchanged.
 */
export function masterFieldsFrom(subForms: ReadonlyMap<string, Data>): Partial<ErsEmployeeData> {
  const pick = (formId: string, names: readonly string[]) => {
    const data = subForms.get(formId) ?? {};
    return Object.fromEntries(names.filter((n) => data[n] !== undefined).map((n) => [n, data[n]]));
  };
  const government = pick('onb-government', ['sss', 'philhealth', 'pagibig', 'tin']);
  const present = subForms.get('onb-communication-address')?.address;
  const permanent = subForms.get('onb-permanent-address');
  const permanentAddress = permanent?.sameAsCommunication === true ? present : permanent?.address;
  return {
    ...pick('onb-employee-details', ['birthDate', 'gender', 'civilStatus', 'nationality']),
    ...pick('onb-bank-details', ['bank', 'bankAccountNumber']),
    ...pick('onb-contact', ['mobile']),
    ...(Object.keys(government).length > 0 ? { governmentNumbers: government } : {}),
    ...(present ? { presentAddress: present } : {}),
    ...(permanentAddress ? { permanentAddress } : {}),
  } as Partial<ErsEmployeeData>;
}
