export const adminUsers = {
  /** The menu entry and the list's title. */
  menu: 'Admin users',
  addTitle: 'Add admin',
  editTitle: 'Edit admin account',
  add: 'Add Admin',
  empty: 'No admins Found',
  id: 'ID',
  name: 'Name',
  role: 'Role',
  email: 'Email',
  mobile: 'Mobile number',
  roles: { admin: 'admin', user: 'user' },
  deleteQuestion: 'Remove admin rights from {{name}}? They stay a user.',
  deleted: 'user deleted successfully',
  addIntro: "Send a one-time code to the new admin's mobile number or email address, then enter the code they received.",
  addFormName: 'Add admin',
  addBy: 'Add admin by',
  verifyTitle: "Enter the new admin's code",
  verifyFormName: "Verify the new admin's code",
  verifyOtp: 'Verify OTP',
  added: 'Admin Added successfully',
  saved: 'user updated successfully',
};

// The section's type in the dictionary (../sectionFiles.ts).
declare module '../sectionFiles' {
  interface SectionFiles { adminUsers: typeof adminUsers }
}
