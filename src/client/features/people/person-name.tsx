import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { ChartPerson } from '../../../shared/api/organization-chart';
import { colleaguePath, profilePath } from '../../lib/profile-paths';

/**
 * A person's name on a card: a link to their full profile for those who may open it, else to
 * their public card.
 */
export function PersonName({
  person,
  linked,
  lines,
}: {
  person: Pick<ChartPerson, 'name' | 'employeeNumber'>;
  linked: boolean;
  lines: number;
}) {
  const to = (linked ? profilePath : colleaguePath)(person.employeeNumber);
  return (
    <Link asChild fontWeight="semibold" color="fg" lineClamp={lines}>
      <RouterLink to={to}>{person.name}</RouterLink>
    </Link>
  );
}
