import { chakra, Stack } from '@chakra-ui/react';
import { buttonId, titleId, type ArrayFieldTemplateProps } from '@rjsf/utils';

/** A plain list of repeated groups (arrays of objects use the table field instead). */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, fieldPathId, title, schema, uiSchema, registry } = props;
  const { ButtonTemplates, TitleFieldTemplate } = registry.templates;
  return (
    <chakra.fieldset
      id={fieldPathId.$id}
      aria-labelledby={title ? titleId(fieldPathId) : undefined}
      minW="0"
    >
      <Stack gap="3">
        {title ? (
          <TitleFieldTemplate
            id={titleId(fieldPathId)}
            title={title}
            required={props.required}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
          />
        ) : null}
        {items}
        {canAdd ? (
          <ButtonTemplates.AddButton
            id={buttonId(fieldPathId, 'add')}
            onClick={onAddClick}
            disabled={props.disabled || props.readonly}
            uiSchema={uiSchema}
            registry={registry}
          />
        ) : null}
      </Stack>
    </chakra.fieldset>
  );
}
