import { chakra } from '@chakra-ui/react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useControlStyles } from '../../../../../renderers/inputs/use-control-styles';
import {
  CTO_LEAVE_TYPE,
  formatLeaveDays,
  type LeaveBalance,
} from '../../../../shared/api/leave-credits';

/** What may still be filed of a balance: granted less used, less what pending leave asks. */
function choiceLabel(balance: LeaveBalance): string {
  if (!balance.paid) return `${balance.leaveType} (unpaid)`;
  const left = balance.balanceMinutes - balance.pendingMinutes;
  return `${balance.leaveType} (${formatLeaveDays(Math.max(left, 0))} available)`;
}

/**
 * The leave type as a choice among the employee's balances, each with the days still available
 * (`ui:options.balances`). Compensatory time off has its own application, so it is not offered.
 */
export function LeaveTypeWidget(props: WidgetProps) {
  const { id, value, options, required, disabled, readonly, rawErrors } = props;
  const css = useControlStyles(false);
  const balances = ((options.balances as LeaveBalance[] | undefined) ?? []).filter(
    (balance) => balance.leaveType !== CTO_LEAVE_TYPE,
  );
  const chosen = typeof value === 'string' ? value : '';
  return (
    <chakra.select
      css={css}
      id={id}
      value={chosen}
      disabled={disabled || readonly}
      aria-required={required || undefined}
      aria-invalid={rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={(event) => props.onChange(event.target.value || undefined)}
      onBlur={() => props.onBlur(id, value)}
    >
      <option value="">Select…</option>
      {balances.map((balance) => (
        <option key={balance.leaveType} value={balance.leaveType}>
          {choiceLabel(balance)}
        </option>
      ))}
      {chosen && !balances.some((balance) => balance.leaveType === chosen) ? (
        <option value={chosen}>{chosen}</option>
      ) : null}
    </chakra.select>
  );
}
