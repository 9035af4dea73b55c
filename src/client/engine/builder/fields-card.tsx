import { Badge, Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import {
  BUILDER_KINDS,
  KIND_INFO,
  type BuilderField,
  type BuilderKind,
} from '../../../shared/forms/builder/builder-kinds';
import type { ModelField } from '../../../shared/forms/builder/builder-model';
import { AppIcon } from '../../components/app-icon';
import { NativeSelect } from '../../components/native-select';
import { SectionCard } from '../../components/section-card';
import { FieldEditor } from './field-editor';

interface FieldsCardProps {
  fields: ModelField[];
  /** Keys of the last saved version: records may hold them. */
  savedNames: ReadonlySet<string>;
  targets: { formId: string; title: string }[];
  /** Problems by field key, from the server's check. */
  problems: Record<string, string[]>;
  /** Adds a field of the kind; answers its key. */
  onAdd: (kind: BuilderKind) => string;
  onChange: (index: number, field: BuilderField) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (index: number) => void;
}

const kindLabel = (field: ModelField) =>
  field.kind === 'other' ? 'Edited in JSON' : KIND_INFO[field.kind].label;

/** The form's fields in order: move, edit, remove, and add one of the registered types. */
export function FieldsCard(props: FieldsCardProps) {
  const { fields, savedNames, targets, problems, onAdd, onChange, onMove, onRemove } = props;
  const [open, setOpen] = useState<string | null>(null);
  const [kind, setKind] = useState<BuilderKind>('text');
  return (
    <SectionCard title="Fields" description="What each record holds, in the order the form asks.">
      <Stack gap="2" as="ol" listStyleType="none">
        {fields.map((field, index) => {
          const mine = problems[field.name] ?? [];
          const editing = open === field.name;
          return (
            <Box as="li" key={`${index}-${field.name}`} borderWidth="1px" rounded="md" p="2">
              <Flex align="center" gap="2" wrap="wrap">
                <Stack gap="0" flex="1" minW="40">
                  <Text fontWeight="medium">{field.title || '(no label)'}</Text>
                  <HStack gap="2">
                    <Text fontSize="xs" color="fg.muted" fontFamily="mono">
                      {field.name}
                    </Text>
                    <Badge size="sm" variant="subtle">
                      {kindLabel(field)}
                    </Badge>
                    {field.required ? (
                      <Badge size="sm" colorPalette="orange" variant="subtle">
                        Required
                      </Badge>
                    ) : null}
                  </HStack>
                </Stack>
                <IconButton
                  aria-label={`Move ${field.title} up`}
                  size="xs"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => onMove(index, -1)}
                >
                  <Box as="span" display="inline-flex" transform="rotate(180deg)">
                    <AppIcon name="chevronDown" />
                  </Box>
                </IconButton>
                <IconButton
                  aria-label={`Move ${field.title} down`}
                  size="xs"
                  variant="ghost"
                  disabled={index === fields.length - 1}
                  onClick={() => onMove(index, 1)}
                >
                  <AppIcon name="chevronDown" />
                </IconButton>
                {field.kind === 'other' ? null : (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-expanded={editing}
                    onClick={() => setOpen(editing ? null : field.name)}
                  >
                    {editing ? 'Done' : `Edit ${field.title}`}
                  </Button>
                )}
                <IconButton
                  aria-label={`Remove ${field.title}`}
                  size="xs"
                  variant="ghost"
                  onClick={() => onRemove(index)}
                >
                  <AppIcon name="close" />
                </IconButton>
              </Flex>
              {mine.map((message) => (
                <Text key={message} fontSize="sm" color="fg.error" mt="1">
                  {message}
                </Text>
              ))}
              {editing && field.kind !== 'other' ? (
                <Box mt="2">
                  <FieldEditor
                    field={field}
                    keyEditable={!savedNames.has(field.name)}
                    taken={
                      new Set(fields.filter((other) => other !== field).map((other) => other.name))
                    }
                    targets={targets}
                    errors={{}}
                    onChange={(changed) => {
                      if (changed.name !== field.name) setOpen(changed.name);
                      onChange(index, changed);
                    }}
                  />
                </Box>
              ) : null}
            </Box>
          );
        })}
      </Stack>
      {fields.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No fields yet: add the first one below.
        </Text>
      ) : null}
      <HStack gap="3" mt="4" maxW="md">
        <NativeSelect
          aria-label="Type of the new field"
          value={kind}
          onChange={(event) => setKind(event.target.value as BuilderKind)}
        >
          {BUILDER_KINDS.map((option) => (
            <option key={option} value={option}>
              {KIND_INFO[option].label}
            </option>
          ))}
        </NativeSelect>
        <Button
          variant="outline"
          flexShrink={0}
          onClick={() => {
            setOpen(onAdd(kind));
          }}
        >
          Add field
        </Button>
      </HStack>
    </SectionCard>
  );
}
