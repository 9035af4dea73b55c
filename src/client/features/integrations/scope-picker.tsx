import { Box, chakra, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import type { TokenScope } from '../../../shared/api/integration-tokens';
import { ChoiceGroup } from '../../components/choice-group';
import { ChoiceOption } from '../../components/choice-option';
import { NativeCheckbox } from '../../components/native-checkbox';
import { SearchBox } from '../../components/search-box';
import { toggleKeys } from '../../lib/toggle-keys';
import { narrowScopeGroups, scopeGroupsOf } from './scope-groups';

interface ScopePickerProps {
  catalogue: readonly TokenScope[];
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** The server's refusals by scope key (its `/scopes/N`), shown beside each. */
  refusals: ReadonlyMap<string, string>;
  /** What is wrong with the choice as a whole ("choose at least one"). */
  error?: string | undefined;
}

function ScopeOption({
  scope,
  checked,
  refusal,
  onToggle,
}: {
  scope: TokenScope;
  checked: boolean;
  refusal: string | undefined;
  onToggle: (on: boolean) => void;
}) {
  const refusalId = useId();
  return (
    <ChoiceOption
      label={scope.label}
      description={scope.description}
      control={
        <NativeCheckbox
          mt="0.5"
          flexShrink={0}
          checked={checked}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? refusalId : undefined}
          onChange={(event) => onToggle(event.target.checked)}
        />
      }
    >
      {refusal ? (
        <Text id={refusalId} fontSize="xs" color="fg.error">
          {refusal}
        </Text>
      ) : null}
    </ChoiceOption>
  );
}

/**
 * The permissions a token may be given, grouped as the catalogue groups them, with a search,
 * "chosen only", and select all or clear per group. Only what the maker holds is offered (and
 * what is chosen already, so a refusal can stand beside it).
 */
export function ScopePicker({ catalogue, selected, onChange, refusals, error }: ScopePickerProps) {
  const [search, setSearch] = useState('');
  const [chosenOnly, setChosenOnly] = useState(false);
  const messageId = useId();
  const groups = useMemo(() => scopeGroupsOf(catalogue, selected), [catalogue, selected]);
  const shown = narrowScopeGroups(groups, search, chosenOnly ? selected : undefined);
  const withheld = catalogue.filter((scope) => !scope.givable).length;
  const labels = useMemo(
    () => new Map(catalogue.map((scope) => [scope.key, scope.label])),
    [catalogue],
  );
  const refused = [...refusals.keys()].map((key) => labels.get(key) ?? key);

  const toggle = (keys: readonly string[], on: boolean) => onChange(toggleKeys(selected, keys, on));

  return (
    <Stack
      as="fieldset"
      gap="2"
      minW="0"
      aria-invalid={error || refused.length > 0 ? true : undefined}
      aria-describedby={error || refused.length > 0 ? messageId : undefined}
    >
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        Scopes
      </chakra.legend>
      <Text fontSize="sm" color="fg.muted">
        What the token may do. You can give only permissions you hold yourself
        {withheld === 0
          ? ''
          : ` (${withheld === 1 ? '1 other is' : `${withheld} others are`} not yours to give)`}
        .
      </Text>
      <Flex gap="3" align="center" wrap="wrap">
        <SearchBox
          label="Search scopes"
          placeholder="Search scopes"
          value={search}
          onChange={setSearch}
        />
        <HStack as="label" gap="2" fontSize="sm">
          <NativeCheckbox
            checked={chosenOnly}
            onChange={(event) => setChosenOnly(event.target.checked)}
          />
          Chosen only
        </HStack>
        <Text fontSize="sm" color="fg.muted" ms="auto" aria-live="polite">
          {selected.size === 1 ? '1 chosen' : `${selected.size} chosen`}
        </Text>
      </Flex>
      {/* Above the list, which scrolls: a refusal is seen without scrolling to it. */}
      {error || refused.length > 0 ? (
        <Text id={messageId} fontSize="sm" color="fg.error">
          {error ??
            `Not yours to give: ${refused.join(', ')}. Untick ${refused.length === 1 ? 'it' : 'them'}, or ask someone who holds ${refused.length === 1 ? 'it' : 'them'} to make the token.`}
        </Text>
      ) : null}
      <Box maxH="18rem" overflowY="auto" borderWidth="1px" rounded="md">
        {shown.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" p="4">
            {chosenOnly && selected.size === 0
              ? 'No scope is chosen yet.'
              : 'No scope matches the search.'}
          </Text>
        ) : null}
        {shown.map((group) => (
          <ChoiceGroup
            key={group.title}
            title={group.title}
            keys={group.scopes.map((scope) => scope.key)}
            selected={selected}
            onToggle={toggle}
            header={{ px: '3', py: '1.5', zIndex: '1', borderBottomWidth: '1px' }}
          >
            <Box px="3" py="1">
              {group.scopes.map((scope) => (
                <ScopeOption
                  key={scope.key}
                  scope={scope}
                  checked={selected.has(scope.key)}
                  refusal={refusals.get(scope.key)}
                  onToggle={(on) => toggle([scope.key], on)}
                />
              ))}
            </Box>
          </ChoiceGroup>
        ))}
      </Box>
    </Stack>
  );
}
