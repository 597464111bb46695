import { errorCatalogue } from '../../common/errors/coded-error';

/** Staff accounts and the back-office's actions on listings. */
export const EMPLOYEE_ERRORS = errorCatalogue({
  EMPLOYEE_NOT_FOUND: 'Employee not found.',
  LAST_ACTIVE_ADMIN: 'The last active admin cannot be deleted, deactivated or demoted.',
  CANNOT_DELETE_SELF: 'You cannot delete your own account.',
  CANNOT_CHANGE_OWN_ACCESS: 'You cannot change your own role or deactivate yourself.',
  ACTIVE_ADMIN_ONLY: 'Only an active admin can change employees.',
  EMPLOYEE_LEVEL_INVALID: 'companyRoleId must be 1 (Employee), 2 (Manager) or 3 (Admin).',
  EMPLOYEE_STATUS_INVALID: 'employeeActiveStatus must be 1 (active) or 0 (inactive).',
  REMOVAL_REASON_REQUIRED: 'Please give a reason for removing this listing.',
  REMOVAL_REASON_TOO_SHORT: 'The reason must be at least {min} characters long.',
  REMOVAL_REASON_TOO_LONG: 'The reason must be at most {max} characters long.',
});
