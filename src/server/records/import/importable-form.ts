import type { FormRegistry, LoadedForm } from '../../forms/form-registry';
import { accessScope, canCreate } from '../../forms/form-access';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../plugins/guard';

/**
 * The form, if it has an importer (404 otherwise) and this user may create and change any of
 * its records (403 otherwise: which forms have importers is no secret, the menu lists them).
 */
export function importableForm(forms: FormRegistry, formId: string, who: Principal): LoadedForm {
  const form = forms.get(formId);
  if (!form?.definition.importer)
    throw new AppError('not_found', `There is no importer for "${formId}".`);
  const { definition } = form;
  if (!canCreate(definition, who))
    throw new AppError(
      'forbidden',
      `You may not import ${definition.pluralTitle ?? definition.title}.`,
    );
  if (accessScope(definition, who, 'write') !== 'all')
    throw new AppError(
      'forbidden',
      "Importing needs access to everyone's records of this form, not only your own.",
    );
  return form;
}
