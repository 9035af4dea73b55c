import { Alert, chakra } from '@chakra-ui/react';
import type { ErrorListProps, RJSFValidationError } from '@rjsf/utils';
import type { RecordFormContext } from '../form-context';
import { plainError } from './plain-error';

/** Where an error is, in words: ".lines.2.amount" -> "Lines, row 3". */
function placeOf(error: RJSFValidationError, context: RecordFormContext | undefined): string {
  const [name, ...rest] = (error.property ?? '').split('.').filter(Boolean);
  if (!name) return '';
  const title = context?.fields?.[name]?.title ?? name;
  const row = rest.find((part) => /^\d+$/.test(part));
  return row === undefined ? title : `${title}, row ${Number(row) + 1}`;
}

/** The summary box at the top of a form that failed validation. */
export function ErrorListTemplate({
  errors,
  registry,
}: ErrorListProps<unknown, never, RecordFormContext>) {
  const context = registry.formContext;
  return (
    <Alert.Root status="error" mb="4">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {errors.length === 1 ? 'One thing needs fixing' : `${errors.length} things need fixing`}
        </Alert.Title>
        <Alert.Description>
          <chakra.ul ps="4" listStyleType="disc">
            {errors.map((error, index) => {
              const place = placeOf(error, context);
              const message = plainError(error.message ?? error.stack);
              return <li key={index}>{place ? `${place}: ${message}` : message}</li>;
            })}
          </chakra.ul>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
