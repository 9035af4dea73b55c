import type {
  BonusTreatment,
  CreatePayoutRequest,
  DeMinimisBonusCategory,
} from '../../../../shared/api/special-payouts';
import { numbersIn } from '../registers/add-members-dialog';

/** The create form as typed: numbers and lists stay text until sent. */
export interface PayoutDraft {
  kind: CreatePayoutRequest['kind'];
  name: string;
  year: string;
  payDate: string;
  /** A register's id, or '' for the employees typed in `employeeNumbers`. */
  registerId: string;
  employeeNumbers: string;
  sharePercent: string;
  projectThrough: string;
  treatment: BonusTreatment;
  deMinimisCategory: DeMinimisBonusCategory;
  /** One employee a line: number and amount, separated by a comma, tab or spaces. */
  amounts: string;
}

export const emptyDraft = (year: number): PayoutDraft => ({
  kind: 'thirteenth_month',
  name: `13th month ${year}`,
  year: String(year),
  payDate: `${year}-12-15`,
  registerId: '',
  employeeNumbers: '',
  sharePercent: '100',
  projectThrough: '',
  treatment: 'other_benefit',
  deMinimisCategory: 'christmas_gift_annual',
  amounts: '',
});

/** "2022-0005, 5000" a line -> the amounts; a line without an amount keeps its text for the server to refuse. */
const amountsIn = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [, employeeNumber = line, amount = ''] = /^([^\s,;]+)[\s,;]+(.*)$/.exec(line) ?? [];
      // Thousands separators are dropped: "5,000.00" is 5000.00.
      return { employeeNumber, amount: amount.replace(/,/g, '').trim() };
    });

export const requestOf = (draft: PayoutDraft): CreatePayoutRequest => {
  const common = {
    kind: draft.kind,
    name: draft.name.trim(),
    year: Number(draft.year),
    payDate: draft.payDate,
  };
  if (draft.kind === 'bonus')
    return {
      ...common,
      settings: {
        treatment: draft.treatment,
        ...(draft.treatment === 'de_minimis' ? { deMinimisCategory: draft.deMinimisCategory } : {}),
        amounts: amountsIn(draft.amounts),
      },
    };
  return {
    ...common,
    ...(draft.registerId
      ? { registerId: draft.registerId }
      : { employeeNumbers: numbersIn(draft.employeeNumbers) }),
    settings: {
      sharePercent: Number(draft.sharePercent),
      ...(draft.projectThrough ? { projectThrough: draft.projectThrough } : {}),
    },
  };
};

export type DraftErrors = Partial<Record<keyof PayoutDraft, string>>;

/** The server's field messages by form field: "/settings/amounts/0/amount" -> amounts. */
export const draftErrorsOf = (fields: { path: string; message: string }[]): DraftErrors => {
  const errors: DraftErrors = {};
  for (const field of fields) {
    const [first, second] = field.path.split('/').filter(Boolean);
    const key = (first === 'settings' ? second : first) as keyof PayoutDraft | undefined;
    if (key) errors[key] ??= field.message;
  }
  return errors;
};
