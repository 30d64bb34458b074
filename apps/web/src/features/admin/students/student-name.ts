/** How the operator area names a student: first name and surnames, or the e-mail when both are empty. */
export const studentName = (s: { first_name: string; surnames: string; email: string }) =>
  `${s.first_name} ${s.surnames}`.trim() || s.email;
