import { Flex, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Cutoff } from '../../../../shared/api/payroll-cutoffs';
import { registerPaths } from '../payroll-paths';

/** The cut-off's other screens: its sheets, the days payroll corrects, backdated changes. */
export function CutoffLinks({ cutoff }: { cutoff: Cutoff }) {
  const { registerId, id } = cutoff;
  const links: [string, string][] = [
    ['Payroll register', registerPaths.payrollSheet(registerId, id)],
    ['Itemized register', registerPaths.payrollItemized(registerId, id)],
    ['Time and attendance', registerPaths.timeAttendance(registerId, id)],
    ['Editable DTR', registerPaths.editableDtr(registerId, id)],
    ['Backdated adjustments', registerPaths.backdated(registerId, id)],
  ];
  return (
    <Flex as="nav" aria-label="Cut-off screens" gap="4" wrap="wrap" fontSize="sm">
      {links.map(([label, to]) => (
        <Link asChild key={label}>
          <RouterLink to={to}>{label}</RouterLink>
        </Link>
      ))}
    </Flex>
  );
}
