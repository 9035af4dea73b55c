import { Button } from '@chakra-ui/react';
import type { IconButtonProps, TemplatesType } from '@rjsf/utils';

function textButton(text: string, name: string) {
  function TextButton({
    iconType: _iconType,
    icon: _icon,
    registry: _registry,
    uiSchema: _uiSchema,
    ...button
  }: IconButtonProps) {
    return (
      <Button size="xs" variant="outline" aria-label={name} title={name} {...button}>
        {text}
      </Button>
    );
  }
  TextButton.displayName = `${name.replaceAll(' ', '')}Button`;
  return TextButton;
}

/**
 * Small text buttons for lists. No submit button: pages render their own Save/Cancel bar and
 * submit the form through its ref.
 */
export const buttonTemplates: TemplatesType['ButtonTemplates'] = {
  SubmitButton: () => null,
  AddButton: textButton('+ Add', 'Add'),
  CopyButton: textButton('Copy', 'Copy'),
  RemoveButton: textButton('✕', 'Remove'),
  MoveUpButton: textButton('↑', 'Move up'),
  MoveDownButton: textButton('↓', 'Move down'),
  ClearButton: textButton('✕', 'Clear'),
};
