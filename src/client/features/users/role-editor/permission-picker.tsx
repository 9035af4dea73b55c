import { SimpleGrid } from '@chakra-ui/react';
import type { Permission } from '../../../../shared/api/users';
import { ChoiceGroup } from '../../../components/choice-group';
import { ChoiceOption } from '../../../components/choice-option';
import { toggleKeys } from '../../../lib/toggle-keys';
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
    <ChoiceOption
      label={permission.label}
      description={permission.description}
      readOnly={readOnly}
      control={
        <PermissionCheck
          permission={permission}
          checked={checked}
          readOnly={readOnly}
          onToggle={onToggle}
        />
      }
    />
  );
}

/** The catalogue's sections, each with its count and "select all"; record types as a grid. */
export function PermissionPicker({
  sections,
  selected,
  onChange,
  readOnly,
}: PermissionPickerProps) {
  const toggle = (keys: readonly string[], on: boolean) => onChange(toggleKeys(selected, keys, on));
  return (
    <>
      {sections.map((section) => (
        <ChoiceGroup
          key={section.title}
          title={section.title}
          keys={permissionsOf(section).map((permission) => permission.key)}
          selected={selected}
          onToggle={toggle}
          readOnly={readOnly}
          header={{ h: HEADER_HEIGHT, px: '4', zIndex: '2', borderYWidth: '1px' }}
        >
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
        </ChoiceGroup>
      ))}
    </>
  );
}
