import { HStack, Text } from '@chakra-ui/react';
import { checkPassword } from '../../shared/password-policy';
import { AppIcon } from './app-icon';

/** Live feedback from the shared password policy, announced politely as the person types. */
export function PasswordPolicyHint({ value }: { value: string }) {
  const check = checkPassword(value);
  if (value === '') {
    return (
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Use at least one digit, one uppercase letter, one lowercase letter and one special
        character.
      </Text>
    );
  }
  return (
    <HStack
      gap="1.5"
      align="start"
      fontSize="sm"
      color={check.ok ? 'green.fg' : 'orange.fg'}
      aria-live="polite"
    >
      <AppIcon name={check.ok ? 'check' : 'alert'} size="1.1em" />
      <Text>{check.ok ? 'This password meets the policy.' : check.message}</Text>
    </HStack>
  );
}
