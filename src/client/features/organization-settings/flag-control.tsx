import { Badge, Flex, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { APPROVAL_PAGES, type ApprovalPage } from '../../../shared/approval-pages';
import { flagSchemaAt, flagValueAt, type FlagSchema } from '../../../shared/org-flag-paths';
import { ENVIRONMENTS, type Environment, type OrgFlags } from '../../../shared/org-flags';
import { NativeCheckbox } from '../../components/native-checkbox';
import { NativeSelect } from '../../components/native-select';
import { flagValueText, isPerEnvironment, withFlag } from './flag-values';

interface FlagControlProps {
  path: string;
  draft: OrgFlags;
  saved: OrgFlags;
  environment: Environment;
  /** Changes the switches from what they are then (several changes may be under way at once). */
  onChange: (update: (flags: OrgFlags) => OrgFlags) => void;
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(Array.isArray(a) ? [...a].sort() : a) ===
  JSON.stringify(Array.isArray(b) ? [...b].sort() : b);

function OnOff({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(details) => onChange(details.checked)}>
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label fontWeight="medium">{label}</Switch.Label>
    </Switch.Root>
  );
}

/** The control of one switch, by the kind of value it holds. */
function FlagInput({
  path,
  schema,
  draft,
  environment,
  onChange,
}: FlagControlProps & { schema: FlagSchema }) {
  const value = flagValueAt(draft, path);
  const setAt = (at: string, next: (current: unknown) => unknown) =>
    onChange((flags) => withFlag(flags, at, next(flagValueAt(flags, at))));
  const set = (next: unknown) => setAt(path, () => next);
  if (isPerEnvironment(schema))
    return (
      <HStack gap="6" wrap="wrap" role="group" aria-label={schema.title}>
        {ENVIRONMENTS.map((name) => (
          <HStack key={name} gap="2">
            <OnOff
              label={flagSchemaAt(`${path}.${name}`)?.title ?? name}
              checked={flagValueAt(draft, `${path}.${name}`) === true}
              onChange={(checked) => setAt(`${path}.${name}`, () => checked)}
            />
            {name === environment ? (
              <Badge colorPalette="brand" variant="subtle" title="The deployment you are using">
                This server
              </Badge>
            ) : null}
          </HStack>
        ))}
      </HStack>
    );
  if (schema.type === 'array') {
    const chosen = value as ApprovalPage[];
    return (
      <Flex gap="3" wrap="wrap" role="group" aria-label={schema.title}>
        {(schema.items?.enum as ApprovalPage[]).map((page) => (
          <HStack as="label" key={page} gap="2" fontSize="sm" minW="44">
            <NativeCheckbox
              checked={chosen.includes(page)}
              onChange={(event) => {
                const checked = event.target.checked;
                setAt(path, (current) => {
                  const pages = current as ApprovalPage[];
                  return checked ? [...pages, page] : pages.filter((listed) => listed !== page);
                });
              }}
            />
            {APPROVAL_PAGES[page]}
          </HStack>
        ))}
      </Flex>
    );
  }
  if (schema.anyOf)
    return (
      <NativeSelect
        aria-label={schema.title}
        value={String(value)}
        onChange={(event) => set(event.target.value)}
        maxW="xs"
      >
        {schema.anyOf.map(({ const: choice }) => (
          <option key={String(choice)} value={String(choice)}>
            {flagValueText(choice)}
          </option>
        ))}
      </NativeSelect>
    );
  return <OnOff label={schema.title ?? path} checked={value === true} onChange={set} />;
}

function defaultText(schema: FlagSchema): string {
  if (isPerEnvironment(schema)) return 'off everywhere';
  if (schema.type === 'array') return 'every page';
  return flagValueText(schema.default);
}

/**
 * One switch of the organisation: its control, what a person sees change, its default, and
 * whether it differs from what is saved.
 */
export function FlagControl(props: FlagControlProps) {
  const schema = flagSchemaAt(props.path);
  if (!schema) return null;
  const changed = !same(flagValueAt(props.draft, props.path), flagValueAt(props.saved, props.path));
  const labelled = isPerEnvironment(schema) || schema.type === 'array' || schema.anyOf;
  return (
    <Stack gap="1.5" py="4" borderTopWidth="1px" _first={{ borderTopWidth: 0, pt: 0 }}>
      {labelled ? <Text fontWeight="medium">{schema.title}</Text> : null}
      <FlagInput {...props} schema={schema} />
      <Text fontSize="sm" color="fg.muted">
        {schema.description}
      </Text>
      <HStack gap="2" fontSize="xs" color="fg.subtle">
        <Text>Default: {defaultText(schema)}</Text>
        {changed ? (
          <Badge colorPalette="orange" variant="subtle">
            Not saved
          </Badge>
        ) : null}
      </HStack>
    </Stack>
  );
}
