import { Button, Menu, Portal } from '@chakra-ui/react';
import type { FieldInfo } from '../../../shared/forms/fields';

interface ColumnChooserProps {
  choices: FieldInfo[];
  visible: FieldInfo[];
  onChange: (names: string[]) => void;
}

/** Shows or hides list columns; at least one column always stays. */
export function ColumnChooser({ choices, visible, onChange }: ColumnChooserProps) {
  const shown = visible.map((field) => field.name);
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm">
          Columns
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="80" overflowY="auto">
            {choices.map((field) => {
              const checked = shown.includes(field.name);
              return (
                <Menu.CheckboxItem
                  key={field.name}
                  value={field.name}
                  checked={checked}
                  disabled={checked && shown.length === 1}
                  onCheckedChange={(next) =>
                    onChange(
                      next ? [...shown, field.name] : shown.filter((name) => name !== field.name),
                    )
                  }
                >
                  {field.title}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              );
            })}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
