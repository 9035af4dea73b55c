import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import { formatDateTime } from '../../../../shared/format/date-time';
import type { PayslipAdjustment } from '../../../../shared/api/payroll-payslips';
import { MoneyText } from '../money-text';

interface OwnLinesProps {
  adjustments: PayslipAdjustment[];
  /** Offers a remove button on each line; absent, the lines are only read. */
  onRemove?: ((adjustment: PayslipAdjustment) => void) | undefined;
}

/** The lines payroll added to or changed on this payslip: reason, who and when. */
export function OwnLines({ adjustments, onRemove }: OwnLinesProps) {
  return (
    <Box as="ul" listStyleType="none" aria-label="Payroll's own lines">
      {adjustments.map((adjustment) => (
        <Box as="li" key={adjustment.id} px="4" py="3" borderTopWidth="1px">
          <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
            <Text fontSize="sm" fontWeight="medium">
              {adjustment.name}{' '}
              <Badge colorPalette={adjustment.type === 'Earning' ? 'green' : 'red'} ms="1">
                {adjustment.type}
              </Badge>{' '}
              {adjustment.taxable ? <Badge ms="1">Taxable</Badge> : null}
            </Text>
            <Flex gap="3" align="baseline">
              <MoneyText value={adjustment.amount} fontSize="sm" />
              {onRemove ? (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove ${adjustment.name}`}
                  onClick={() => onRemove(adjustment)}
                >
                  Remove
                </Button>
              ) : null}
            </Flex>
          </Flex>
          <Text fontSize="sm" mt="1">
            {adjustment.reason}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {adjustment.createdBy}, {formatDateTime(adjustment.createdAt)}
          </Text>
        </Box>
      ))}
    </Box>
  );
}
