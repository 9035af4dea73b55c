import type { FieldError } from '../../../shared/api/errors';
import type { ErsMovementData } from '../../../shared/forms/record-types.generated';
import { AppError } from '../../http/app-error';
import { noApprover, recordChain, withdrawRecord } from '../../records/approvals/record-approval';
import type { RecordHooks, RecordSave } from '../../records/record-save';
import { findEmployee } from '../../directory/directory.repository';
import { changedFields } from './movement-changes';
import { fileMovement } from './movement-approval';
import type { MovementRecord } from './movement-records';

const employeeNumberOf = (data: ErsMovementData) => data.employee.employeeNumber ?? '';

async function checkNew(save: RecordSave, data: ErsMovementData): Promise<FieldError[]> {
  if (data.status !== 'Pending approval')
    return [
      { path: '/status', message: 'Status is set by the approval: file it as Pending approval.' },
    ];
  const employee = await findEmployee(save.tx, save.orgId, employeeNumberOf(data));
  if (!employee || employee.active === false)
    return [{ path: '/employee', message: 'Employee must be an active employee.' }];
  const errors: FieldError[] = [];
  if (employee.hireDate && data.effectiveDate < employee.hireDate)
    errors.push({
      path: '/effectiveDate',
      message: `Effective date must be on or after the hire date (${employee.hireDate}).`,
    });
  if (changedFields(data, employee).length === 0)
    errors.push({
      path: '/position',
      message: "Name at least one new value that differs from the employee's present one.",
    });
  if (data.manager?.id && data.manager.employeeNumber === employee.employeeNumber)
    errors.push({ path: '/manager', message: 'An employee cannot report to themselves.' });
  if (!(await recordChain(save, employee, 'movement')))
    errors.push({ path: '/employee', message: noApprover('movement', employee.employeeNumber) });
  return errors;
}

/**
 * An employee movement is filed once and then moves only by its approval: a new one is checked
 * (an active employee, a real change, someone to approve it) and filed; a filed one is not
 * edited but withdrawn (deleted) and filed again; an applied one is the employee's history
 * and stays.
 */
export const movementHooks: RecordHooks = {
  async check(save, data, previous) {
    if (previous)
      return [
        {
          path: '/movementType',
          message:
            'A filed movement cannot be changed: delete it to withdraw it from approval, then file a new one.',
        },
      ];
    return checkNew(save, data as ErsMovementData);
  },
  async afterWrite(save, record, previous) {
    const movement = record as MovementRecord;
    if (!previous) {
      const employee = await findEmployee(save.tx, save.orgId, employeeNumberOf(movement.data));
      if (employee) await fileMovement(save, movement, employee);
      return;
    }
    if (record.deletedAt && !previous.deletedAt) {
      if (movement.data.status === 'Applied')
        throw new AppError(
          'conflict',
          "An applied movement is part of the employee's history and cannot be deleted; file a new movement to change the record back.",
        );
      await withdrawRecord(save, 'movement', record);
    } else if (!record.deletedAt && previous.deletedAt)
      throw new AppError('conflict', 'A withdrawn movement cannot be restored: file a new one.');
  },
};
