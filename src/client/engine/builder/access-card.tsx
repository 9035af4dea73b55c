import { Grid, HStack, Stack, Text } from '@chakra-ui/react';
import type { BuilderModel } from '../../../shared/forms/builder/builder-model';
import { ROLE_LABELS, ROLES } from '../../../shared/roles';
import { NativeCheckbox } from '../../components/native-checkbox';
import { SectionCard } from '../../components/section-card';

type Access = BuilderModel['access'];
type Side = keyof Access;

const SIDES: { side: Side; title: string; everyone: boolean }[] = [
  { side: 'read', title: 'Who may see the records', everyone: true },
  { side: 'write', title: 'Who may add and change them', everyone: false },
];

/** Which roles read and which write the records (writers can always read). */
export function AccessCard({
  access,
  error,
  onChange,
}: {
  access: Access;
  error?: string;
  onChange: (access: Access) => void;
}) {
  const set = (side: Side, roles: Access[Side]) => {
    const next = { ...access, [side]: roles };
    // Whoever writes reads: add writers to readers unless everyone reads already.
    if (!next.read.includes('*'))
      next.read = [...new Set([...next.read, ...next.write.filter((role) => role !== '*')])];
    onChange(next);
  };
  return (
    <SectionCard
      title="Access"
      description="Roles: what each group of users may do with the records."
    >
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
        {SIDES.map(({ side, title, everyone }) => {
          const roles = access[side];
          const all = roles.includes('*');
          return (
            <Stack key={side} gap="2" as="fieldset">
              <Text as="legend" fontWeight="medium" fontSize="sm" mb="1">
                {title}
              </Text>
              {everyone ? (
                <HStack as="label" gap="2" fontSize="sm">
                  <NativeCheckbox
                    checked={all}
                    onChange={(event) => set(side, event.target.checked ? ['*'] : ['admin'])}
                  />
                  Everyone
                </HStack>
              ) : null}
              {ROLES.map((role) => (
                <HStack key={role} as="label" gap="2" fontSize="sm" opacity={all ? 0.5 : 1}>
                  <NativeCheckbox
                    disabled={all}
                    checked={all || roles.includes(role)}
                    onChange={(event) =>
                      set(
                        side,
                        event.target.checked
                          ? [...roles, role]
                          : roles.filter((other) => other !== role),
                      )
                    }
                  />
                  {ROLE_LABELS[role]}
                </HStack>
              ))}
            </Stack>
          );
        })}
      </Grid>
      {error ? (
        <Text color="fg.error" fontSize="sm" mt="2">
          {error}
        </Text>
      ) : null}
    </SectionCard>
  );
}
