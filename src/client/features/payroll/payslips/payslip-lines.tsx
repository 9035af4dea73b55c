import { Box, chakra, Flex, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import {
  PAYSLIP_SECTIONS,
  type Payslip,
  type PayslipLine,
} from '../../../../shared/api/payroll-payslips';
import { MoneyText } from '../money-text';

const SECTION_LABELS = { earnings: 'Earnings', deductions: 'Deductions' } as const;

/** A line's key on the payslip: a code may appear under both sections. */
export const lineKey = (line: PayslipLine) => `${line.section}:${line.code}`;

interface PayslipLinesProps {
  payslip: Pick<Payslip, 'lines' | 'grossPay' | 'totalDeductions' | 'netPay'>;
  /** The key of the line whose trace entries are shown. */
  selected: string | null;
  onSelect: (line: PayslipLine) => void;
}

function LineRow({
  line,
  selected,
  onSelect,
}: Omit<PayslipLinesProps, 'payslip'> & { line: PayslipLine }) {
  const explained = line.trace.length > 0;
  const marked = selected === lineKey(line);
  return (
    <chakra.button
      type="button"
      data-print="keep"
      display="flex"
      justifyContent="space-between"
      gap="3"
      w="full"
      px="4"
      py="2"
      textAlign="start"
      fontSize="sm"
      bg={marked ? 'brand.subtle' : undefined}
      borderStartWidth="3px"
      borderStartColor={marked ? 'brand.solid' : 'transparent'}
      cursor={explained ? 'pointer' : 'default'}
      _hover={explained ? { bg: marked ? 'brand.subtle' : 'bg.muted' } : undefined}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
      disabled={!explained}
      aria-pressed={explained ? marked : undefined}
      title={explained ? 'Show how it was computed' : undefined}
      onClick={() => onSelect(line)}
    >
      <Text as="span">{line.label}</Text>
      <MoneyText value={line.amount} />
    </chakra.button>
  );
}

/** Earnings and deductions side by side, each line selectable to find its trace entries. */
export function PayslipLines({ payslip, ...props }: PayslipLinesProps) {
  const totals = {
    earnings: ['Gross pay', payslip.grossPay],
    deductions: ['Total deductions', payslip.totalDeductions],
  } as const;
  return (
    <>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }}>
        {PAYSLIP_SECTIONS.map((section, index) => {
          const lines = payslip.lines.filter((line) => line.section === section);
          return (
            <Stack
              as="section"
              key={section}
              gap="0"
              aria-label={SECTION_LABELS[section]}
              borderStartWidth={{ base: undefined, md: index > 0 ? '1px' : undefined }}
              borderTopWidth={{ base: index > 0 ? '1px' : undefined, md: '0' }}
            >
              <Heading as="h3" size="sm" px="4" pt="3" pb="2">
                {SECTION_LABELS[section]}
              </Heading>
              {lines.length === 0 ? (
                <Text px="4" py="2" fontSize="sm" color="fg.muted">
                  None
                </Text>
              ) : (
                lines.map((line) => <LineRow key={lineKey(line)} line={line} {...props} />)
              )}
              <Flex
                justify="space-between"
                px="4"
                py="2"
                mt="auto"
                borderTopWidth="1px"
                fontSize="sm"
                fontWeight="semibold"
              >
                <Text as="span">{totals[section][0]}</Text>
                <MoneyText value={totals[section][1]} />
              </Flex>
            </Stack>
          );
        })}
      </Grid>
      <Flex
        justify="space-between"
        align="baseline"
        px="4"
        py="3"
        borderTopWidth="1px"
        bg="bg.subtle"
      >
        <Text fontWeight="semibold">Net pay</Text>
        <Box>
          <MoneyText value={payslip.netPay} fontSize="xl" fontWeight="bold" aria-label="Net pay" />
        </Box>
      </Flex>
    </>
  );
}
