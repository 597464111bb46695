import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useParams } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { LoadingRow } from '../../../shared/components/LoadingRow';
import { composePhone } from '../../auth/components/PhoneField';
import { staffApi, staffKeys } from '../api/staff-api';
import { EmployeeForm } from '../components/EmployeeForm';
import { StaffPageTitle } from '../components/StaffPageTitle';
import { splitPhone, type EmployeeFormValues } from '../employee-form';
import { STAFF_PATHS } from '../staff-paths';
import { failureText } from '../../../shared/errors/failure-text';

/** /employee/edit/{employeeHash} (admins): names, e-mail, phone, role and the active flag. */
export function EmployeeEditPage() {
  const { t } = useTranslation();
  const { employeeHash = '' } = useParams();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: staffKeys.employee(employeeHash),
    queryFn: () => staffApi.employee(employeeHash, t('staff.employees.loadFailed')),
  });

  async function save(values: EmployeeFormValues): Promise<string> {
    await staffApi.update(
      employeeHash,
      {
        email: values.email.trim(),
        employeeFirstName: values.firstName.trim(),
        employeeLastName: values.lastName.trim(),
        PhoneNumber: composePhone(values.phone),
        companyRoleId: values.role,
        employeeActiveStatus: values.active ? 1 : 0,
      },
      t('staff.form.updateFailed'),
    );
    await queryClient.invalidateQueries({ queryKey: staffKeys.all });
    return t('staff.form.updated');
  }

  const back = (
    <Button component={RouterLink} to={STAFF_PATHS.employees}>
      {t('staff.employees.backToList')}
    </Button>
  );
  if (query.isPending) return <LoadingRow text={t('staff.loading')} />;
  if (query.isError) {
    return (
      <>
        <StaffPageTitle title={t('staff.form.editTitle')} action={back} />
        <Alert severity="error">{failureText(query.error, t('staff.employees.loadFailed'))}</Alert>
      </>
    );
  }
  const e = query.data;
  return (
    <>
      <StaffPageTitle title={t('staff.form.editTitle')} action={back} />
      <EmployeeForm
        // A fresh form for each employee loaded.
        key={e.employeeHash}
        initial={{
          email: e.email,
          firstName: e.employeeFirstName,
          lastName: e.employeeLastName,
          phone: splitPhone(e.PhoneNumber),
          role: e.companyRoleId,
          active: e.employeeActiveStatus === 1,
        }}
        submitLabel={t('staff.form.save')}
        onSubmit={save}
        fallbackError={t('staff.form.updateFailed')}
      />
    </>
  );
}
