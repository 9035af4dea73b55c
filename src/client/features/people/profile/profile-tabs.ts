import type { EmployeeProfile, RelatedRecords } from '../../../../shared/api/employee-profile';
import type { JsonSchemaNode } from '../../../../shared/forms/fields';
import { sectionFields, type FieldSection } from './profile-sections';

export type ProfileTab =
  | { id: FieldSection; label: string; kind: 'fields' }
  | { id: string; label: string; kind: 'leave' | 'time' | 'applications' | 'documents' | 'history' }
  | { id: string; label: string; kind: 'related'; related: RelatedRecords }
  | { id: 'onboarding'; label: string; kind: 'onboarding'; accountId: string };

const FIELD_TABS: [FieldSection, string][] = [
  ['personal', 'Personal'],
  ['government', 'Government numbers'],
  ['bank', 'Bank account'],
  ['employment', 'Employment'],
  ['pay', 'Pay'],
  ['schedule', 'Schedule'],
];

/**
 * The tabs this viewer gets: a section only when their view of the definition holds one of
 * its fields (the server leaves pay out for everyone but admins, HR and payroll), Pay only
 * with `canSeePay`, History only for those who may read the master's history, one tab per
 * related definition, and Onboarding for the employee and staff when there is an account.
 */
export function profileTabs({
  definition,
  viewer,
  related,
  account,
}: EmployeeProfile): ProfileTab[] {
  const schema = definition.schema as JsonSchemaNode;
  const fieldTabs = FIELD_TABS.filter(
    ([id]) => (id !== 'pay' || viewer.canSeePay) && sectionFields(schema, id).length > 0,
  ).map(([id, label]): ProfileTab => ({ id, label, kind: 'fields' }));
  return [
    ...fieldTabs,
    { id: 'leave', label: 'Leave balances', kind: 'leave' },
    { id: 'time', label: 'Time records', kind: 'time' },
    { id: 'applications', label: 'Applications', kind: 'applications' },
    ...related.map((entry): ProfileTab => ({
      id: entry.formId,
      label: `${entry.title} (${entry.count})`,
      kind: 'related',
      related: entry,
    })),
    ...(account && (viewer.isSelf || viewer.canSeePay)
      ? [
          {
            id: 'onboarding',
            label: 'Onboarding',
            kind: 'onboarding',
            accountId: account.accountId,
          } as const,
        ]
      : []),
    { id: 'documents', label: 'Documents', kind: 'documents' },
    ...(viewer.canSeeHistory
      ? [{ id: 'history', label: 'History', kind: 'history' } as const]
      : []),
  ];
}
