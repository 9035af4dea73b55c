import type { ReactNode } from 'react';
import type { Account } from '../../../shared/api/identity';
import type { OrgResources } from '../../../shared/api/organization';
import type { NavGroup } from '../../../shared/navigation';
import type { Viewport } from '../../lib/use-viewport';

/** What every layout receives from the shell; layouts only arrange it. */
export interface LayoutProps {
  account: Account;
  resources: OrgResources | null;
  groups: NavGroup[];
  /** Pending approvals per approval type, for the 'N new' badges. */
  counts: Record<string, number>;
  viewport: Viewport;
  alpha: boolean;
  onOpenSettings: () => void;
  /** Opens the command palette (also Ctrl+K / Cmd+K anywhere). */
  onOpenSearch: () => void;
  onSignOut: () => void;
  children: ReactNode;
}

/** The organisation the shell is branded for: its name (or id while it has none) and logo. */
export const letterheadOf = ({
  account,
  resources,
}: Pick<LayoutProps, 'account' | 'resources'>) => ({
  name: resources?.tradeName ?? account.orgId,
  logo: resources?.logo,
});
