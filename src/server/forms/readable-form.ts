import { AppError } from '../http/app-error';
import type { Principal } from '../plugins/guard';
import { canCreate, canDelete, canRead, canWrite } from './form-access';
import type { FormRegistry, LoadedForm } from './form-registry';

/** The form, if this user may read it; otherwise the same 404 as for no such form. */
export function readableForm(forms: FormRegistry, formId: string, who: Principal): LoadedForm {
  const form = forms.find(formId, who.orgId);
  if (!form || !canRead(form.definition, who)) {
    throw new AppError('not_found', `There is no form "${formId}" you can use.`);
  }
  return form;
}

/** The form, if this user may add records to it (403 for one who may only change them). */
export function creatableForm(forms: FormRegistry, formId: string, who: Principal): LoadedForm {
  const form = writableForm(forms, formId, who);
  if (!canCreate(form.definition, who))
    throw new AppError(
      'forbidden',
      `You may change but not add ${form.definition.pluralTitle ?? form.definition.title}.`,
    );
  return form;
}

/** The form, if this user may delete and restore its records. */
export function deletableForm(forms: FormRegistry, formId: string, who: Principal): LoadedForm {
  const form = writableForm(forms, formId, who);
  if (!canDelete(form.definition, who))
    throw new AppError(
      'forbidden',
      `You may change but not delete ${form.definition.pluralTitle ?? form.definition.title}.`,
    );
  return form;
}

export function writableForm(forms: FormRegistry, formId: string, who: Principal): LoadedForm {
  const form = readableForm(forms, formId, who);
  if (!canWrite(form.definition, who)) {
    throw new AppError(
      'forbidden',
      `You may view but not change ${form.definition.pluralTitle ?? form.definition.title}.`,
    );
  }
  return form;
}
