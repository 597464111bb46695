import AddIcon from '@mui/icons-material/PersonAddAlt1';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { Link as RouterLink } from '../../../app/router/links';
import { ApiError } from '../../../api/client';
import { useAuth } from '../../../app/auth/AuthProvider';
import { formatDateTime } from '../../../shared/format/date-time';
import { staffApi, staffKeys, type EmployeeSort, type EmployeeView } from '../api/staff-api';
import { DataTable, type Column } from '../components/DataTable';
import { StaffPageTitle } from '../components/StaffPageTitle';
import { ActiveChip } from '../components/StatusChips';
import { useServerTable } from '../hooks/use-table-state';
import { editEmployeePath, STAFF_PATHS } from '../staff-paths';

export const EMPLOYEE_PAGE_SIZE = 15;

/** /employee/list: every employee; admins also edit and delete. */
export function EmployeeListPage() {
  const { t, i18n } = useTranslation();
  const { isAdmin } = useAuth();
  const queryClient = useQueryClient();
  const { table, query } = useServerTable({
    queryKey: staffKeys.employees,
    fetch: staffApi.employees,
    failedKey: 'staff.employees.loadFailed',
    pageSize: EMPLOYEE_PAGE_SIZE,
    defaultSort: 'employeeAddedDate',
  });
  const [deleting, setDeleting] = useState<EmployeeView | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const remove = useMutation({
    mutationFn: (employee: EmployeeView) =>
      staffApi.remove(employee.employeeHash, t('staff.employees.deleteFailed')),
    onSuccess: async () => {
      setNotice({ ok: true, text: t('staff.employees.deleted') });
      await queryClient.invalidateQueries({ queryKey: staffKeys.employees() });
    },
    onError: (error) =>
      setNotice({
        ok: false,
        // The server explains a refusal (yourself, the last admin); anything else is the spec's text.
        text:
          error instanceof ApiError && [403, 409].includes(error.status)
            ? error.message
            : t('staff.employees.deleteFailed'),
      }),
    onSettled: () => setDeleting(null),
  });

  const columns: Column<EmployeeView, EmployeeSort>[] = [
    {
      id: 'name',
      label: t('staff.columns.name'),
      sortKey: 'employeeFirstName',
      render: (e) => `${e.employeeFirstName} ${e.employeeLastName}`,
    },
    { id: 'email', label: t('staff.columns.email'), sortKey: 'email', render: (e) => e.email },
    { id: 'phone', label: t('staff.columns.phone'), render: (e) => e.PhoneNumber },
    {
      id: 'role',
      label: t('staff.columns.role'),
      sortKey: 'companyRoleId',
      render: (e) => t(`staff.levels.${e.companyRoleId}`),
    },
    {
      id: 'status',
      label: t('staff.columns.status'),
      sortKey: 'employeeActiveStatus',
      render: (e) => <ActiveChip active={e.employeeActiveStatus === 1} />,
    },
    {
      id: 'added',
      label: t('staff.columns.added'),
      sortKey: 'employeeAddedDate',
      render: (e) => formatDateTime(e.employeeAddedDate, i18n.language),
    },
  ];
  // Editing is an admin page, so only admins get the link; deleting is for admins only too.
  if (isAdmin) {
    columns.push({
      id: 'actions',
      label: t('staff.columns.actions'),
      render: (e) => (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            component={RouterLink}
            to={editEmployeePath(e.employeeHash)}
            aria-label={t('staff.employees.editOne', { name: e.employeeFirstName })}
          >
            {t('staff.employees.edit')}
          </Button>
          <Button
            size="small"
            color="error"
            onClick={() => setDeleting(e)}
            aria-label={t('staff.employees.deleteOne', { name: e.employeeFirstName })}
          >
            {t('staff.employees.delete')}
          </Button>
        </Stack>
      ),
    });
  }

  return (
    <>
      <StaffPageTitle
        title={t('staff.employees.title')}
        action={
          isAdmin && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              component={RouterLink}
              to={STAFF_PATHS.addEmployee}
            >
              {t('staff.tiles.addEmployee')}
            </Button>
          )
        }
      />
      {notice && (
        <Alert
          severity={notice.ok ? 'success' : 'error'}
          onClose={() => setNotice(null)}
          sx={{ mb: 2 }}
        >
          {notice.text}
        </Alert>
      )}
      <DataTable
        id="employees"
        title={t('staff.employees.tableTitle')}
        columns={columns}
        table={table}
        query={query}
        rowKey={(e) => e.employeeHash}
        searchLabel={t('staff.employees.search')}
        emptyText={t('staff.employees.empty')}
      />
      <Dialog open={deleting !== null} onClose={() => !remove.isPending && setDeleting(null)}>
        <DialogTitle>{t('staff.employees.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('staff.employees.confirmText', {
              name: `${deleting?.employeeFirstName ?? ''} ${deleting?.employeeLastName ?? ''}`,
            })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDeleting(null)} disabled={remove.isPending}>
            {t('staff.cancel')}
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            onClick={() => deleting && remove.mutate(deleting)}
          >
            {t('staff.employees.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
