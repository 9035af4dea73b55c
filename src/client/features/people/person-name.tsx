import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ChartPerson } from '../../../shared/api/organization-chart';
import { profilePath } from '../../lib/profile-paths';

/** A person's name on a card: a link to their profile for those who may open it, else text. */
export function PersonName({
  person,
  linked,
  lines,
}: {
  person: Pick<ChartPerson, 'name' | 'employeeNumber'>;
  linked: boolean;
  lines: number;
}) {
  return linked ? (
    <Link asChild fontWeight="semibold" color="fg" lineClamp={lines}>
      <RouterLink to={profilePath(person.employeeNumber)}>{person.name}</RouterLink>
    </Link>
  ) : (
    <Text fontWeight="semibold" lineClamp={lines}>
      {person.name}
    </Text>
  );
}
