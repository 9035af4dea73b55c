import { Button, ButtonGroup } from '@chakra-ui/react';

interface ToggleButtonsProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}

/** One choice of a few, as pressed buttons (the theme has no Tabs or SegmentGroup recipe). */
export function ToggleButtons<T extends string>({
  label,
  value,
  options,
  onChange,
}: ToggleButtonsProps<T>) {
  return (
    <ButtonGroup size="sm" attached variant="outline" role="group" aria-label={label}>
      {options.map((option) => (
        <Button
          key={option.value}
          aria-pressed={option.value === value}
          variant={option.value === value ? 'solid' : 'outline'}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
