import { Box, Button, chakra, Flex, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { Permission } from '../../../../shared/api/users';
import { PermissionCheck } from './permission-check';
import { permissionsOf, type PermissionSection } from './permission-sections';
import { RecordTypeGrid } from './record-type-grid';

// A section's header sticks to the top of the scrolling list; the grid's headers stick below it.
const HEADER_HEIGHT = '11';

interface PermissionPickerProps {
  sections: readonly PermissionSection[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  readOnly: boolean;
}

function PermissionOption({
  permission,
  checked,
  readOnly,
  onToggle,
}: {
  permission: Permission;
  checked: boolean;
  readOnly: boolean;
  onToggle: (on: boolean) => void;
}) {
  return (
    <chakra.label
      display="flex"
      alignItems="start"
      gap="3"
      py="1.5"
      cursor={readOnly ? undefined : 'pointer'}
    >
      <PermissionCheck
        permission={permission}
        checked={checked}
        readOnly={readOnly}
        onToggle={onToggle}
      />
      <Box minW="0">
        <Text fontSize="sm" fontWeight="medium">
          {permission.label}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {permission.description}
        </Text>
      </Box>
    </chakra.label>
  );
}

/** The catalogue's sections, each with its count and "select all"; record types as a grid. */
export function PermissionPicker({
  sections,
  selected,
  onChange,
  readOnly,
}: PermissionPickerProps) {
  const toggle = (keys: readonly string[], on: boolean) => {
    const next = new Set(selected);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onChange(next);
  };
  return (
    <>
      {sections.map((section) => {
        const keys = permissionsOf(section).map((permission) => permission.key);
        const chosen = keys.filter((key) => selected.has(key)).length;
        return (
          <Box as="section" key={section.title} aria-label={section.title}>
            <Flex
              h={HEADER_HEIGHT}
              px="4"
              gap="3"
              align="center"
              justify="space-between"
              position="sticky"
              top="0"
              zIndex="2"
              bg="bg.muted"
              borderYWidth="1px"
            >
              <HStack gap="2" minW="0">
                <Text as="h3" fontWeight="semibold" fontSize="sm" truncate>
                  {section.title}
                </Text>
                <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
                  {readOnly ? keys.length : `${chosen} of ${keys.length}`}
                </Text>
              </HStack>
              {readOnly ? null : (
                <HStack gap="1">
                  <Button
                    size="2xs"
                    variant="ghost"
                    aria-label={`Select all in ${section.title}`}
                    disabled={chosen === keys.length}
                    onClick={() => toggle(keys, true)}
                  >
                    Select all
                  </Button>
                  <Button
                    size="2xs"
                    variant="ghost"
                    aria-label={`Clear ${section.title}`}
                    disabled={chosen === 0}
                    onClick={() => toggle(keys, false)}
                  >
                    Clear
                  </Button>
                </HStack>
              )}
            </Flex>
            {section.kind === 'list' ? (
              <SimpleGrid columns={{ base: 1, md: 2 }} columnGap="6" px="4" py="2">
                {section.items.map((permission) => (
                  <PermissionOption
                    key={permission.key}
                    permission={permission}
                    checked={selected.has(permission.key)}
                    readOnly={readOnly}
                    onToggle={(on) => toggle([permission.key], on)}
                  />
                ))}
              </SimpleGrid>
            ) : (
              <RecordTypeGrid
                rows={section.rows}
                selected={selected}
                readOnly={readOnly}
                stickyTop={`var(--chakra-sizes-${HEADER_HEIGHT})`}
                onToggle={(key, on) => toggle([key], on)}
              />
            )}
          </Box>
        );
      })}
    </>
  );
}
