import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import type { Deferred } from '../../../../shared/api/payroll-payslips';
import { MoneyText } from '../money-text';

const KIND_LABELS: Record<Deferred['kind'], string> = {
  deduction: 'Carried to next cut-off',
  contributions: 'Contributions not deducted',
  loan: 'Loan not deducted',
};

/** What this payslip could not take, and why. */
export function DeferredList({ deferred }: { deferred: Deferred[] }) {
  return (
    <Box as="ul" listStyleType="none" aria-label="Deferred">
      {deferred.map((item, index) => (
        <Box as="li" key={`${index}-${item.name}`} px="4" py="3" borderTopWidth="1px">
          <Flex justify="space-between" gap="3" wrap="wrap">
            <Text fontSize="sm" fontWeight="medium">
              {item.name}{' '}
              <Badge colorPalette="orange" ms="1">
                {KIND_LABELS[item.kind]}
              </Badge>
            </Text>
            <MoneyText value={item.amount} fontSize="sm" />
          </Flex>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {item.reason}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
