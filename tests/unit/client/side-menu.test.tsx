import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { AppProviders } from '../../../src/client/app/app-providers';
import { SideMenu } from '../../../src/client/app/layouts/side-menu';
import { sidebarColors } from '../../../src/client/app/layouts/sidebar-colors';
import { NAVIGATION } from '../../../src/shared/navigation';

const item = (id: string, label: string, path: string) => ({
  id,
  label,
  path,
  roles: ['*' as const],
});

/** The menu a maintainer of lists gets: Company settings, then the two list modules. */
const WITH_LISTS = [
  ...NAVIGATION,
  {
    id: 'forms-company-settings',
    label: 'Company settings',
    items: [item('holiday', 'Holidays', '/company-settings/holiday/list')],
  },
  {
    id: 'forms-reference',
    label: 'Reference lists',
    items: [item('career-level', 'Career levels', '/reference/career-level/list')],
  },
  {
    id: 'forms-utility',
    label: 'Utilities',
    items: [item('utility-gender', 'Genders', '/utility/gender/list')],
  },
];

function renderMenu(path: string, counts: Record<string, number>, groups = NAVIGATION) {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <SideMenu
          groups={groups}
          counts={counts}
          variant="compact"
          colors={sidebarColors('theme')}
        />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByRole('navigation', { name: 'Main menu' });
}

describe('side menu', () => {
  test("marks the current page and shows 'N new' only where something is pending", () => {
    const menu = renderMenu('/approvals/leave', { leave: 3, overtime: 0 });
    // Leave and Overtime are also application entries; the badges belong to the approval pages.
    const approvals = within(menu).getByRole('list', { name: 'Approvals' });
    const applications = within(menu).getByRole('list', { name: 'Applications' });

    const leave = within(approvals).getByRole('link', { name: /^Leave/ });
    expect(leave.getAttribute('aria-current')).toBe('page');
    expect(leave.textContent).toContain('3 new');
    const ownLeave = within(applications).getByRole('link', { name: /^Leave/ });
    expect(ownLeave.getAttribute('aria-current')).toBeNull();
    expect(ownLeave.textContent).not.toContain('new');
    expect(within(approvals).getByRole('link', { name: /^Overtime/ }).textContent).not.toContain(
      'new',
    );
    expect(
      within(menu)
        .getByRole('link', { name: /^Dashboard/ })
        .getAttribute('aria-current'),
    ).toBeNull();
    expect(within(menu).queryByText('0 new')).toBeNull();
  });

  test('folds the reference lists and utilities into one Lists entry of Company settings', () => {
    const menu = renderMenu('/dashboard', {}, WITH_LISTS);
    const settings = within(menu).getByRole('list', { name: 'Company settings' });
    expect(within(settings).getByRole('link', { name: 'Lists' }).getAttribute('href')).toBe(
      '/lists',
    );
    expect(within(menu).queryByRole('link', { name: 'Genders' })).toBeNull();
    expect(within(menu).queryByRole('list', { name: 'Utilities' })).toBeNull();
    expect(within(menu).queryByRole('list', { name: 'Reference lists' })).toBeNull();
  });

  test('marks Lists as the current page on one of its lists', () => {
    const lists = (path: string) =>
      within(renderMenu(path, {}, WITH_LISTS))
        .getByRole('link', { name: 'Lists' })
        .getAttribute('aria-current');
    expect(lists('/utility/gender/edit/utility-gender/1')).toBe('page');
    cleanup();
    expect(lists('/company-settings/holiday/list')).toBeNull();
  });
});
