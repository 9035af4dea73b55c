/** How the profile names an employee: first name, last name and suffix. */
export const employeeName = (data: Record<string, unknown>) =>
  [data.firstName, data.lastName, data.suffix]
    .filter((part) => typeof part === 'string' && part)
    .join(' ');
