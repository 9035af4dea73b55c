import { Flex } from '@chakra-ui/react';
import type { TeamCalendarScope, TeamFilters } from '../../../shared/api/team-calendar';
import { FilterSelect } from '../../components/filter-select';
import { ToggleButtons } from '../../components/toggle-buttons';

export interface CalendarFilters {
  scope: TeamCalendarScope | undefined;
  department: string | undefined;
  site: string | undefined;
  manager: string | undefined;
}

const SCOPES: { value: TeamCalendarScope; label: string }[] = [
  { value: 'team', label: 'My team' },
  { value: 'organization', label: 'Whole organisation' },
];

interface TeamFiltersBarProps {
  filters: CalendarFilters;
  /** What the scope holds to narrow to (none until the first answer). */
  choices: TeamFilters | undefined;
  canSeeOrganization: boolean;
  onChange: (changes: Partial<CalendarFilters>) => void;
}

/** Whose calendar (for those who may see everyone) and the filters that narrow it. */
export function TeamFiltersBar({
  filters,
  choices,
  canSeeOrganization,
  onChange,
}: TeamFiltersBarProps) {
  return (
    <Flex gap="3" wrap="wrap" align="center" role="group" aria-label="Filters">
      {canSeeOrganization ? (
        <ToggleButtons
          label="Whose calendar"
          value={filters.scope ?? 'team'}
          options={SCOPES}
          // Another scope holds other departments, sites and managers.
          onChange={(scope) =>
            onChange({ scope, department: undefined, site: undefined, manager: undefined })
          }
        />
      ) : null}
      <FilterSelect
        label="Department"
        all="All departments"
        options={choices?.departments ?? []}
        value={filters.department}
        onChange={(department) => onChange({ department })}
      />
      <FilterSelect
        label="Site"
        all="All sites"
        options={choices?.sites ?? []}
        value={filters.site}
        onChange={(site) => onChange({ site })}
      />
      <FilterSelect
        label="Reports to"
        all="Any manager"
        options={(choices?.managers ?? []).map(({ employeeNumber, name }) => ({
          id: employeeNumber,
          label: name,
        }))}
        value={filters.manager}
        onChange={(manager) => onChange({ manager })}
      />
    </Flex>
  );
}
