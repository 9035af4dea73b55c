import { Stack } from '@chakra-ui/react';
import type { OrgFlags, Environment } from '../../../shared/org-flags';
import { SectionCard } from '../../components/section-card';
import { FlagControl } from './flag-control';
import { FLAG_GROUPS } from './flag-groups';

interface FeatureSwitchesTabProps {
  draft: OrgFlags;
  saved: OrgFlags;
  environment: Environment;
  onChange: (update: (flags: OrgFlags) => OrgFlags) => void;
}

/** Every switch of the organisation, group by group, each with what it changes and its default. */
export function FeatureSwitchesTab(props: FeatureSwitchesTabProps) {
  return (
    <Stack gap="6">
      {FLAG_GROUPS.map((group) => (
        <SectionCard key={group.id} title={group.label} description={group.description}>
          {group.flags.map((path) => (
            <FlagControl key={path} path={path} {...props} />
          ))}
        </SectionCard>
      ))}
    </Stack>
  );
}
