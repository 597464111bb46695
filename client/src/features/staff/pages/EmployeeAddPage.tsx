import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { composePhone, EMPTY_PHONE } from '../../auth/components/PhoneField';
import { generateHash } from '../../auth/validation';
import { staffApi, staffKeys } from '../api/staff-api';
import { EmployeeForm } from '../components/EmployeeForm';
import { StaffPageTitle } from '../components/StaffPageTitle';
import type { EmployeeFormValues } from '../employee-form';

const emptyEmployee = (): EmployeeFormValues => ({
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  phone: EMPTY_PHONE,
  role: 1,
  active: true,
});

/** /employee/add (admins): a new employee, role 1 and active by default, with a fresh hash. */
export function EmployeeAddPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [hash, setHash] = useState(generateHash);

  async function save(values: EmployeeFormValues): Promise<string> {
    await staffApi.register(
      {
        email: values.email.trim(),
        password: values.password ?? '',
        employeeFirstName: values.firstName.trim(),
        employeeLastName: values.lastName.trim(),
        PhoneNumber: composePhone(values.phone),
        companyRoleId: values.role,
        employeeActiveStatus: values.active ? 1 : 0,
        employeeHash: hash,
      },
      t('staff.form.registerFailed'),
    );
    await queryClient.invalidateQueries({ queryKey: staffKeys.employees() });
    setHash(generateHash());
    return t('staff.form.registered');
  }

  return (
    <>
      <StaffPageTitle title={t('staff.tiles.addEmployee')} />
      <EmployeeForm
        initial={emptyEmployee()}
        submitLabel={t('staff.form.add')}
        onSubmit={save}
        fallbackError={t('staff.form.unexpected')}
        resetAfterSuccess={emptyEmployee}
      >
        <TextField
          label={t('staff.form.hash')}
          value={hash}
          slotProps={{ input: { readOnly: true } }}
          helperText={t('staff.form.hashHelp')}
        />
      </EmployeeForm>
    </>
  );
}
