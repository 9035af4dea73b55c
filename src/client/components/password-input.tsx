import { Box, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { AppIcon } from './app-icon';
import { TextInput, type TextInputProps } from './text-input';

type PasswordInputProps = Omit<TextInputProps, 'type'>;

/** A password input with a show/hide toggle; use it inside a FormField so it gets its label. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative">
      <TextInput {...props} type={visible ? 'text' : 'password'} pe="10" />
      <IconButton
        type="button"
        variant="ghost"
        size="xs"
        position="absolute"
        top="50%"
        insetEnd="1.5"
        transform="translateY(-50%)"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        <AppIcon name={visible ? 'eyeOff' : 'eye'} />
      </IconButton>
    </Box>
  );
}
