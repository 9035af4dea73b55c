import { Grid, Switch } from '@chakra-ui/react';
import {
  CONTRIBUTION_BASES,
  CONTRIBUTION_SCHEDULES,
  PAY_FREQUENCIES,
} from '../../../../shared/api/payroll-calculator';
import type { RegisterSettings } from '../../../../shared/api/payroll-registers';
import { FormField } from '../../../components/form-field';
import { TextInput } from '../../../components/text-input';
import { NativeSelect } from '../../../components/native-select';
import { payrollLabel } from '../payroll-labels';

/** The settings as typed: numbers stay text until sent. */
export type SettingsDraft = Omit<RegisterSettings, 'factor' | 'payDayOffset'> & {
  factor: string;
  payDayOffset: string;
};

export type SettingsErrors = Partial<Record<keyof RegisterSettings, string>>;

export const draftOf = (settings: RegisterSettings): SettingsDraft => ({
  ...settings,
  factor: String(settings.factor),
  payDayOffset: String(settings.payDayOffset),
});

export const settingsOf = (draft: SettingsDraft): RegisterSettings => ({
  ...draft,
  name: draft.name.trim(),
  factor: Number(draft.factor),
  payDayOffset: Number(draft.payDayOffset),
});

/** The server's field messages by setting ("/factor" -> factor). */
export const settingsErrorsOf = (fields: { path: string; message: string }[]): SettingsErrors =>
  Object.fromEntries(fields.map((field) => [field.path.replace(/^\//, ''), field.message]));

const BASES = [
  ['sssBasis', 'SSS basis'],
  ['philhealthBasis', 'PhilHealth basis'],
  ['hdmfBasis', 'Pag-IBIG basis'],
] as const;

interface RegisterSettingsFieldsProps {
  draft: SettingsDraft;
  errors: SettingsErrors;
  onChange: (draft: SettingsDraft) => void;
}

/** The fields of a register's settings, shared by the new-register dialog and the edit form. */
export function RegisterSettingsFields({ draft, errors, onChange }: RegisterSettingsFieldsProps) {
  const set = <K extends keyof SettingsDraft>(key: K, value: SettingsDraft[K]) =>
    onChange({ ...draft, [key]: value });
  return (
    <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="4">
      <FormField label="Name" error={errors.name} required>
        <TextInput value={draft.name} onChange={(event) => set('name', event.target.value)} />
      </FormField>
      <FormField label="Pay frequency" error={errors.payFrequency}>
        <NativeSelect
          value={draft.payFrequency}
          onChange={(event) =>
            set('payFrequency', event.target.value as SettingsDraft['payFrequency'])
          }
        >
          {PAY_FREQUENCIES.map((value) => (
            <option key={value} value={value}>
              {payrollLabel(value)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Contribution schedule" error={errors.contributionSchedule}>
        <NativeSelect
          value={draft.contributionSchedule}
          onChange={(event) =>
            set('contributionSchedule', event.target.value as SettingsDraft['contributionSchedule'])
          }
        >
          {CONTRIBUTION_SCHEDULES.map((value) => (
            <option key={value} value={value}>
              {payrollLabel(value)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {BASES.map(([key, label]) => (
        <FormField key={key} label={label} error={errors[key]}>
          <NativeSelect
            value={draft[key]}
            onChange={(event) => set(key, event.target.value as SettingsDraft[typeof key])}
          >
            {CONTRIBUTION_BASES.map((value) => (
              <option key={value} value={value}>
                {payrollLabel(value)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      ))}
      <FormField label="Factor" helper="Paid days a year of a monthly salary" error={errors.factor}>
        <TextInput
          inputMode="numeric"
          value={draft.factor}
          onChange={(event) => set('factor', event.target.value)}
        />
      </FormField>
      <FormField
        label="Pay day offset"
        helper="Days after a period's end that its pay is released"
        error={errors.payDayOffset}
      >
        <TextInput
          inputMode="numeric"
          value={draft.payDayOffset}
          onChange={(event) => set('payDayOffset', event.target.value)}
        />
      </FormField>
      <Switch.Root
        checked={draft.requireApprovedDtr}
        onCheckedChange={(details) => set('requireApprovedDtr', details.checked)}
        gridColumn={{ md: 'span 2' }}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Require approved time records before computing</Switch.Label>
      </Switch.Root>
    </Grid>
  );
}
