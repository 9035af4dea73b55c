import { Grid, GridItem } from '@chakra-ui/react';
import {
  buttonId,
  canExpand,
  descriptionId,
  getSchemaType,
  type ObjectFieldTemplateProps,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import { TitledFieldset } from './titled-fieldset';

const FULL_WIDTH_WIDGETS: ReadonlySet<unknown> = new Set(['textarea', 'richtext', 'files']);

/** Long inputs, tables and nested groups take a whole row; the rest share two columns. */
function spansRow(schema: RJSFSchema | undefined, ui: UiSchema | undefined): boolean {
  if (ui?.['ui:field'] === 'table') return true;
  const widget = ui?.['ui:widget'];
  if (widget) return FULL_WIDTH_WIDGETS.has(widget);
  const type = schema ? getSchemaType(schema) : undefined;
  return type === 'object' || type === 'array';
}

/**
 * An object's fields as a responsive grid (one column on phones, two on wider screens), and an
 * Add button when it takes more keys (`additionalProperties`). Nothing for a bare `oneOf`/`anyOf`:
 * the alternatives field draws the chosen one.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, schema, uiSchema, fieldPathId, title, description, registry } = props;
  const { DescriptionFieldTemplate, ButtonTemplates } = registry.templates;
  const nested = fieldPathId.path.length > 0;
  if ((schema.oneOf || schema.anyOf) && !schema.properties && properties.length === 0) return null;
  const expandable = canExpand(schema, uiSchema, props.formData);
  const grid = (
    <Grid
      templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' }}
      gapX="6"
      gapY="4"
    >
      {properties
        .filter((property) => !property.hidden)
        .map((property) => {
          const child = schema.properties?.[property.name];
          const full = spansRow(
            typeof child === 'object' ? child : undefined,
            uiSchema?.[property.name],
          );
          return (
            <GridItem key={property.name} colSpan={{ base: 1, md: full ? 2 : 1 }}>
              {property.content}
            </GridItem>
          );
        })}
      {expandable ? (
        <GridItem colSpan={{ base: 1, md: 2 }}>
          <ButtonTemplates.AddButton
            id={buttonId(fieldPathId, 'add')}
            onClick={props.onAddProperty}
            disabled={props.disabled || props.readonly}
            uiSchema={uiSchema}
            registry={registry}
          />
        </GridItem>
      ) : null}
    </Grid>
  );
  if (!nested) return grid;
  return (
    <TitledFieldset
      fieldPathId={fieldPathId}
      title={title}
      required={props.required}
      schema={schema}
      uiSchema={uiSchema}
      registry={registry}
      borderWidth="1px"
      borderRadius="l2"
      p="4"
    >
      {description ? (
        <DescriptionFieldTemplate
          id={descriptionId(fieldPathId)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      ) : null}
      {grid}
    </TitledFieldset>
  );
}
