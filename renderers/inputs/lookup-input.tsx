import { Box, Button, chakra, Flex } from '@chakra-ui/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { LookupOption } from '../form-context';
import { controlAttributes } from './control-attributes';
import type { KindInputProps } from './kind-input-props';
import { useControlStyles } from './use-control-styles';
import { useLookupSearch } from './use-lookup-search';
import { BusySpinner } from './busy-spinner';

const optionText = (option: LookupOption) =>
  option.employeeNumber ? `${option.label} (${option.employeeNumber})` : option.label;

/**
 * A record picked by searching another form (an ARIA combobox with a listbox). Stores the whole
 * option ({id, label[, employeeNumber]}) so lists show the label without a second fetch.
 * `onTypedText` gets what was typed when the input is left without picking an option (a listed
 * text keeps it); without it, the input goes back to the chosen record.
 */
export function LookupInput(
  props: KindInputProps<LookupOption> & { onTypedText?: (text: string) => void },
) {
  const { value, onChange, context, lookupFormId } = props;
  const css = useControlStyles(props.compact);
  /** What is typed while searching; null shows the chosen record's label. */
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  /** Whether the person typed since the list opened (opening it from the keyboard clears it). */
  const typed = useRef(false);
  const { options, loading, failed } = useLookupSearch(context.searchRecords, lookupFormId, query);
  const open = query !== null;
  const listId = `${props.id}-options`;
  const optionId = (index: number) => `${props.id}-option-${index}`;
  const locked = props.disabled || props.readOnly;

  const close = () => {
    typed.current = false;
    setQuery(null);
  };
  const choose = (option: LookupOption) => {
    onChange(option);
    close();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setQuery('');
      else setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <Box position="relative">
      <Flex gap="1" align="center">
        <chakra.input
          css={css}
          {...controlAttributes(props)}
          readOnly={locked}
          role="combobox"
          type="text"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && options[active] ? optionId(active) : undefined}
          placeholder={props.placeholder ?? 'Search…'}
          value={query ?? (value ? optionText(value) : '')}
          onChange={(event) => {
            typed.current = true;
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (typed.current && query !== null) props.onTypedText?.(query);
            close();
            props.onBlur?.();
          }}
        />
        {loading ? <BusySpinner size="xs" label="Searching" /> : null}
        {value && !locked ? (
          <Button
            size={props.compact ? '2xs' : 'xs'}
            variant="ghost"
            aria-label={`Clear ${props.label}`}
            onClick={() => onChange(undefined)}
          >
            ✕
          </Button>
        ) : null}
      </Flex>
      {/* Only while open: a closed list would share the field's name with the input. */}
      {open ? (
        <chakra.ul
          id={listId}
          role="listbox"
          aria-label={`${props.label} options`}
          position="absolute"
          zIndex="dropdown"
          insetX="0"
          mt="1"
          maxH="60"
          overflowY="auto"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="l2"
          boxShadow="md"
          listStyleType="none"
        >
          {options.map((option, index) => (
            <chakra.li
              key={option.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              px="3"
              py="2"
              cursor="pointer"
              bg={index === active ? 'colorPalette.subtle' : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(option)}
            >
              {optionText(option)}
            </chakra.li>
          ))}
          {!loading && options.length === 0 ? (
            <chakra.li px="3" py="2" color="fg.muted" aria-live="polite">
              {failed ? 'Search failed. Try again.' : 'No matches.'}
            </chakra.li>
          ) : null}
        </chakra.ul>
      ) : null}
    </Box>
  );
}
