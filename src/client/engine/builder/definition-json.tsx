import { chakra, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useControlStyles } from '../../../../renderers/inputs/use-control-styles';
import type { FormDefinition } from '../../../shared/forms/definition';

const pretty = (definition: FormDefinition) => JSON.stringify(definition, null, 2);

/**
 * The whole definition as JSON (what a file of schemas/ holds): rules, views and workflows are
 * written here. Text that parses to an object becomes the definition; the server checks it.
 */
export function DefinitionJson({
  definition,
  readOnly = false,
  onChange,
}: {
  definition: FormDefinition;
  readOnly?: boolean;
  onChange?: (definition: FormDefinition) => void;
}) {
  const id = useId();
  const css = useControlStyles(false);
  const [text, setText] = useState(() => pretty(definition));
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Stack gap="2">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        Definition (JSON)
      </chakra.label>
      <chakra.textarea
        id={id}
        css={css}
        h="auto"
        minH="32rem"
        py="2"
        fontFamily="mono"
        fontSize="xs"
        spellCheck={false}
        readOnly={readOnly}
        aria-invalid={problem ? true : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          try {
            const parsed: unknown = JSON.parse(event.target.value);
            if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
              throw new Error('The definition must be a JSON object.');
            setProblem(null);
            onChange?.(parsed as FormDefinition);
          } catch (error) {
            setProblem((error as Error).message);
          }
        }}
      />
      {problem ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          Not valid JSON yet: {problem}
        </Text>
      ) : null}
    </Stack>
  );
}
