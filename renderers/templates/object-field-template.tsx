import { Grid, GridItem } from '@chakra-ui/react';
import {
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

/** An object's fields as a responsive grid (one column on phones, two on wider screens). */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, schema, uiSchema, fieldPathId, title, description, registry } = props;
  const { DescriptionFieldTemplate } = registry.templates;
  const nested = fieldPathId.path.length > 0;
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
