const id = encodeURIComponent;

/** Where an employee's profile opens: by employee number (HR) or by record (the engine's rows). */
export const profilePath = (employeeNumber: string) => `/hr/employee/profile/${id(employeeNumber)}`;
export const recordProfilePath = (recordId: string) => `/hr/employee/record/${id(recordId)}`;
/** A colleague's public card (the directory's), which everyone signed in may open. */
export const colleaguePath = (employeeNumber: string) =>
  `/ers/employees/view/${id(employeeNumber)}`;
