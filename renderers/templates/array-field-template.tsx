import { buttonId, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { TitledFieldset } from './titled-fieldset';

/** A plain list of repeated groups (arrays of objects use the table field instead). */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, fieldPathId, title, schema, uiSchema, registry } = props;
  const { ButtonTemplates } = registry.templates;
  return (
    <TitledFieldset
      fieldPathId={fieldPathId}
      title={title}
      required={props.required}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
    >
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
    </TitledFieldset>
  );
}
