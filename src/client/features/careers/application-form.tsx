import { Button, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { useControlStyles } from '../../../../renderers/inputs/use-control-styles';
import type { CareersReceipt, PublicOpening } from '../../../shared/api/careers';
import { CV_MAX_BYTES, CV_TYPES } from '../../../shared/api/careers';
import { parseCentavos } from '../../../shared/format/money';
import { FormAlert } from '../../components/form-alert';
import { FormField } from '../../components/form-field';
import { TextInput } from '../../components/text-input';
import { isApiError, messageOf } from '../../lib/api-error';
import { careersRequests } from './careers-requests';

type Answers = Record<
  'firstName' | 'lastName' | 'email' | 'mobile' | 'currentEmployer' | 'years' | 'salary' | 'notes',
  string
>;
const EMPTY: Answers = {
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  currentEmployer: '',
  years: '',
  salary: '',
  notes: '',
};

/** Field errors by the part they name (`/application/email` -> `email`, `/cv` -> `cv`). */
function errorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error)) return {};
  return Object.fromEntries(
    error.fields.map((field) => [
      field.path.replace(/^\/application\//, '').replace(/^\//, ''),
      field.message,
    ]),
  );
}

/** The application for one opening: the candidate's details and CV, sent in one go. */
export function ApplicationForm({
  orgId,
  opening,
  onSent,
}: {
  orgId: string;
  opening: PublicOpening;
  onSent: (receipt: CareersReceipt) => void;
}) {
  const [answers, setAnswers] = useState(EMPTY);
  const [cv, setCv] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const cvId = useId();
  const notesId = useId();
  const controlCss = useControlStyles(false);
  const set = (key: keyof Answers) => (event: { target: { value: string } }) =>
    setAnswers({ ...answers, [key]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!cv) found.cv = 'Attach your CV (PDF or Word)';
    else if (cv.size > CV_MAX_BYTES) found.cv = 'CV must be at most 5 MB';
    const salary = answers.salary.trim() ? parseCentavos(answers.salary) : undefined;
    if (salary === null) found.expectedSalary = 'Expected salary must be an amount in pesos';
    setErrors(found);
    if (!cv || Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const optional = (value: string) => (value.trim() ? value.trim() : undefined);
      const receipt = await careersRequests.apply(
        orgId,
        {
          openingId: opening.id,
          firstName: answers.firstName.trim(),
          lastName: answers.lastName.trim(),
          email: answers.email.trim(),
          mobile: optional(answers.mobile),
          currentEmployer: optional(answers.currentEmployer),
          yearsOfExperience: answers.years.trim() ? Number(answers.years) : undefined,
          expectedSalary: salary ?? undefined,
          notes: optional(answers.notes),
        },
        cv,
      );
      onSent(receipt);
    } catch (error) {
      const fields = errorsOf(error);
      setErrors(fields);
      setFailure(
        Object.keys(fields).length > 0
          ? 'Please correct the fields marked below.'
          : messageOf(error, 'Your application could not be sent. Please try again.'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <chakra.form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Apply for ${opening.title}`}
    >
      <Stack gap="4">
        {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          <FormField label="First name" required error={errors.firstName}>
            <TextInput
              value={answers.firstName}
              maxLength={60}
              autoComplete="given-name"
              onChange={set('firstName')}
            />
          </FormField>
          <FormField label="Last name" required error={errors.lastName}>
            <TextInput
              value={answers.lastName}
              maxLength={60}
              autoComplete="family-name"
              onChange={set('lastName')}
            />
          </FormField>
          <FormField label="Email" required error={errors.email}>
            <TextInput
              type="email"
              value={answers.email}
              maxLength={254}
              autoComplete="email"
              onChange={set('email')}
            />
          </FormField>
          <FormField label="Mobile number" error={errors.mobile} helper="e.g. 09171234567">
            <TextInput
              type="tel"
              value={answers.mobile}
              maxLength={13}
              autoComplete="tel"
              onChange={set('mobile')}
            />
          </FormField>
          <FormField label="Current or last employer" error={errors.currentEmployer}>
            <TextInput
              value={answers.currentEmployer}
              maxLength={120}
              onChange={set('currentEmployer')}
            />
          </FormField>
          <FormField label="Years of experience" error={errors.yearsOfExperience}>
            <TextInput
              inputMode="numeric"
              value={answers.years}
              maxLength={2}
              onChange={set('years')}
            />
          </FormField>
          <FormField label="Expected monthly salary (₱)" error={errors.expectedSalary}>
            <TextInput
              inputMode="decimal"
              value={answers.salary}
              maxLength={14}
              onChange={set('salary')}
            />
          </FormField>
        </Grid>
        <Stack gap="1.5">
          <chakra.label htmlFor={cvId} fontSize="sm" fontWeight="medium">
            CV / résumé (PDF or Word, up to 5 MB) *
          </chakra.label>
          <chakra.input
            id={cvId}
            type="file"
            accept={CV_TYPES.join(',')}
            aria-invalid={errors.cv ? true : undefined}
            onChange={(event) => setCv(event.target.files?.[0] ?? null)}
          />
          {errors.cv ? (
            <Text fontSize="sm" color="fg.error">
              {errors.cv}
            </Text>
          ) : null}
        </Stack>
        <Stack gap="1.5">
          <chakra.label htmlFor={notesId} fontSize="sm" fontWeight="medium">
            A note to the recruitment team (optional)
          </chakra.label>
          <chakra.textarea
            id={notesId}
            css={controlCss}
            h="auto"
            py="2"
            rows={4}
            maxLength={3000}
            value={answers.notes}
            onChange={set('notes')}
          />
          {errors.notes ? (
            <Text fontSize="sm" color="fg.error">
              {errors.notes}
            </Text>
          ) : null}
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          The company uses what you send for its hiring only.
        </Text>
        <Button type="submit" alignSelf="start" loading={sending} loadingText="Sending">
          Send application
        </Button>
      </Stack>
    </chakra.form>
  );
}
