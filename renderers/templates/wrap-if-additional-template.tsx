import { Box, chakra, Flex, Stack } from '@chakra-ui/react';
import {
  ADDITIONAL_PROPERTY_FLAG,
  buttonId,
  TranslatableString,
  type WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';
import { useEffect, useRef, type FocusEvent } from 'react';
import { useControlStyles } from '../inputs/use-control-styles';

/**
 * The key an entry is being renamed to while focus moves on to its value: renaming remounts the
 * entry under its new key, which would drop the focus (and what is typed next) on the floor.
 */
let focusAfterRename: string | null = null;

/**
 * A map entry (`additionalProperties`): its key as a text input (renamed on blur, as RJSF
 * does), the value's field, and a remove button named for the key. Anything else passes through.
 */
export function WrapIfAdditionalTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, label, schema, children, registry, uiSchema } = props;
  const css = useControlStyles(false);
  const valueRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusAfterRename !== label) return;
    focusAfterRename = null;
    valueRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [label]);
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return children;
  const renameOnBlur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.target.value;
    const toValue = valueRef.current?.contains(event.relatedTarget as Node | null) ?? false;
    if (toValue && next !== label) focusAfterRename = next;
    props.onKeyRenameBlur(event);
  };
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const keyId = `${id}-key`;
  const keyLabel = registry.translateString(TranslatableString.KeyLabel, [label]);
  return (
    <Flex gap="3" align="flex-start" wrap={{ base: 'wrap', md: 'nowrap' }}>
      <Stack gap="1.5" flex="1" minW="40">
        <chakra.label htmlFor={keyId} fontSize="sm" fontWeight="medium">
          {keyLabel}
        </chakra.label>
        <chakra.input
          key={label}
          css={css}
          id={keyId}
          type="text"
          defaultValue={label}
          disabled={props.disabled}
          readOnly={props.readonly}
          onBlur={renameOnBlur}
        />
      </Stack>
      <Box ref={valueRef} flex="2" minW="0">
        {children}
      </Box>
      <Box pt="7">
        <RemoveButton
          id={buttonId(id, 'remove')}
          aria-label={`Remove ${label}`}
          title={`Remove ${label}`}
          disabled={props.disabled || props.readonly}
          onClick={props.onRemoveProperty}
          uiSchema={uiSchema}
          registry={registry}
        />
      </Box>
    </Flex>
  );
}
