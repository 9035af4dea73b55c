import { RoleEditorPage } from './role-editor/role-editor-page';
import { RolesPage } from './roles-page';
import { UsersPage } from './users-page';

// Users and roles load as one chunk: the roles page and its editor share the catalogue.
const PAGES = { users: UsersPage, roles: RolesPage, role: RoleEditorPage };

type UsersPageName = keyof typeof PAGES;

/** One of Administration › Users and Roles, by name. */
export function UsersPages({ page }: { page: UsersPageName }) {
  const Page = PAGES[page];
  return <Page />;
}
