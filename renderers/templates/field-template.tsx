import { chakra, Stack } from '@chakra-ui/react';
import {
  ANY_OF_KEY,
  getSchemaType,
  getUiOptions,
  ONE_OF_KEY,
  type FieldTemplateProps,
} from '@rjsf/utils';
import { objectWidgetName } from '../widgets/object-widget';
import { labelId } from './label-id';
import { WrapIfAdditionalTemplate } from './wrap-if-additional-template';

/**
 * The id of the alternatives selector RJSF's MultiSchemaField renders for an `anyOf`/`oneOf`
 * field (none when the alternatives are plain choices, which one select edits).
 */
function alternativesSelectorId({ id, schema, uiSchema, registry }: FieldTemplateProps) {
  const { field, fieldReplacesAnyOrOneOf } = getUiOptions(uiSchema);
  if (registry.schemaUtils.isSelect(schema) || (field && fieldReplacesAnyOrOneOf)) return null;
  if (ONE_OF_KEY in schema) return `${id}__oneof_select`;
  if (ANY_OF_KEY in schema) return `${id}__anyof_select`;
  return null;
}

/**
 * One field: its label linked to the input (`for` = the widget's id, so screen readers and
 * getByLabelText find it), a required marker, the description, the input, errors and help.
 * A field with alternatives is labelled at its selector (the chosen alternative renders its own
 * field with the same id); a map entry is wrapped with its key input.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id,
    label,
    children,
    errors,
    help,
    description,
    hidden,
    required,
    schema,
    uiSchema,
    registry,
  } = props;
  if (hidden) return <chakra.div display="none">{children}</chakra.div>;
  const options = getUiOptions(uiSchema);
  const selectorId = alternativesSelectorId(props);
  const target = selectorId ?? id;
  // RJSF hides labels of booleans and objects (their own templates title them); ours are widgets,
  // and a choice of objects is one select.
  const ownWidget =
    getSchemaType(schema) === 'boolean' ||
    objectWidgetName(uiSchema) !== null ||
    registry.schemaUtils.isSelect(schema);
  const showLabel =
    Boolean(label) &&
    options.label !== false &&
    (props.displayLabel || ownWidget || selectorId !== null);
  return (
    <WrapIfAdditionalTemplate {...props}>
      <Stack gap="1.5" minW="0" className={props.classNames} style={props.style}>
        {showLabel ? (
          <chakra.label
            id={labelId(target)}
            htmlFor={target}
            fontSize="sm"
            fontWeight="medium"
            data-required={required || undefined}
            // The marker is CSS, so the accessible name stays the label itself.
            _after={required ? { content: '" *"', color: 'fg.error' } : undefined}
          >
            {label}
          </chakra.label>
        ) : null}
        {showLabel ? description : null}
        {children}
        {errors}
        {help}
      </Stack>
    </WrapIfAdditionalTemplate>
  );
}
