/** Whether a page is a menu path or below it (`/approvals/leave/123` is below `/approvals/leave`). */
export function isAtOrBelow(menuPath: string, pathname: string): boolean {
  return pathname === menuPath || pathname.startsWith(`${menuPath}/`);
}
