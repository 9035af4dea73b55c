import { chakra, Stack, type HTMLChakraProps } from '@chakra-ui/react';
import {
  titleId,
  type FieldPathId,
  type Registry,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import type { ReactNode } from 'react';

interface TitledFieldsetProps extends Omit<HTMLChakraProps<'fieldset'>, 'title'> {
  fieldPathId: FieldPathId;
  title?: string;
  required?: boolean;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  registry: Registry;
  children: ReactNode;
}

/** A group of fields named by its title (objects and plain arrays share this frame). */
export function TitledFieldset({
  fieldPathId,
  title,
  required,
  schema,
  uiSchema,
  registry,
  children,
  ...frame
}: TitledFieldsetProps) {
  const { TitleFieldTemplate } = registry.templates;
  return (
    <chakra.fieldset
      id={fieldPathId.$id}
      aria-labelledby={title ? titleId(fieldPathId) : undefined}
      minW="0"
      {...frame}
    >
      <Stack gap="3">
        {title ? (
          <TitleFieldTemplate
            id={titleId(fieldPathId)}
            title={title}
            required={required}
            schema={schema}
            uiSchema={uiSchema}
            registry={registry}
          />
        ) : null}
        {children}
      </Stack>
    </chakra.fieldset>
  );
}
