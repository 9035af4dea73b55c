import { Flex, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { CalculateResponse } from '../../../../shared/api/payroll-calculator';
import type { StatutoryTableKind } from '../../../../shared/api/payroll-tables';
import { payrollLabel, STATUTORY_TABLE_LABELS } from '../payroll-labels';
import { statutoryTablesPath } from '../payroll-paths';

const labelOf = (kind: string) =>
  STATUTORY_TABLE_LABELS[kind as StatutoryTableKind] ?? payrollLabel(kind);

/** The statutory table versions the calculation read, each linking to its table. */
export function TablesUsed({ tables }: { tables: CalculateResponse['tables'] }) {
  return (
    <Flex wrap="wrap" gap="2" align="center">
      <Text fontSize="sm" color="fg.muted" me="1">
        Table versions in force:
      </Text>
      {Object.entries(tables).map(([kind, validFrom]) => (
        <Link
          asChild
          key={kind}
          display="inline-flex"
          gap="1.5"
          fontSize="xs"
          borderWidth="1px"
          rounded="md"
          px="2"
          py="0.5"
          color="fg"
          _hover={{ borderColor: 'brand.solid', textDecoration: 'none' }}
        >
          <RouterLink to={statutoryTablesPath(kind)}>
            {labelOf(kind)}
            <Text as="span" fontFamily="mono" color="fg.muted">
              {validFrom}
            </Text>
          </RouterLink>
        </Link>
      ))}
    </Flex>
  );
}
