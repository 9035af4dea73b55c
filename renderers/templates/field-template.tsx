import { chakra, Stack } from '@chakra-ui/react';
import { getSchemaType, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { labelId } from './label-id';

/**
 * One field: its label linked to the input (`for` = the widget's id, so screen readers and
 * getByLabelText find it), a required marker, the description, the input, errors and help.
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
  const widget = getUiOptions(uiSchema).widget;
  // RJSF hides labels of booleans and objects (their own templates title them); ours are widgets.
  const type = getSchemaType(schema);
  const ownWidget =
    type === 'boolean' ||
    (type === 'object' && typeof widget === 'string' && widget in registry.widgets);
  const showLabel = Boolean(label) && (props.displayLabel || ownWidget);
  return (
    <Stack gap="1.5" minW="0">
      {showLabel ? (
        <chakra.label
          id={labelId(id)}
          htmlFor={id}
          fontSize="sm"
          fontWeight="medium"
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
  );
}
