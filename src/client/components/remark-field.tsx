import { chakra, Stack } from '@chakra-ui/react';
import { useId } from 'react';
import { useControlStyles } from '../../../renderers/inputs/use-control-styles';

const REMARK_MAX = 500;

/** The optional remark of a decision, a cancellation or a status change, styled like the app's inputs. */
export function RemarkField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const css = useControlStyles(false);
  return (
    <Stack gap="1.5">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        Remark (optional)
      </chakra.label>
      <chakra.textarea
        css={css}
        id={id}
        h="auto"
        py="2"
        resize="vertical"
        rows={3}
        maxLength={REMARK_MAX}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Stack>
  );
}
