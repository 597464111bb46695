import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, lastCallTo, mockApi } from '../../../test/mock-api';
import { renderApp } from '../../../test/render';
import { employee, pageReply, staffSession } from '../test-fixtures';

const MERON = employee();
const ABEBE = employee({
  employeeId: 22,
  employeeHash: 'EMPLOYEEHASH00000000000022',
  email: 'abebe@gebeya.et',
  employeeFirstName: 'Abebe',
  employeeLastName: 'Kebede',
  companyRoleId: 2,
  employeeActiveStatus: 0,
});

describe('Employee list', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows managers the table without edit or delete, paged and sorted on the server', async () => {
    const calls = mockApi({ 'GET /api/employee/get': pageReply([MERON, ABEBE], 40) });
    renderApp('/employee/list', staffSession(2));
    const table = await screen.findByRole('table', { name: 'All employees' });
    const row = (await within(table).findByText('Abebe Kebede')).closest('tr')!;
    expect(row).toHaveTextContent('Manager');
    expect(row).toHaveTextContent('Inactive');
    expect(within(table).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(screen.getByText('1–15 of 40')).toBeInTheDocument();
    expect(lastCallTo(calls, '/api/employee/get').query.get('pageSize')).toBe('15');

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastCallTo(calls, '/api/employee/get').query.get('page')).toBe('2'));
    await userEvent.click(within(table).getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(lastCallTo(calls, '/api/employee/get').query.get('sort')).toBe('employeeFirstName'),
    );
    expect(lastCallTo(calls, '/api/employee/get').query.get('order')).toBe('asc');
    expect(lastCallTo(calls, '/api/employee/get').query.get('page')).toBe('1');
    await userEvent.type(screen.getByRole('searchbox', { name: /Search name/ }), 'mer');
    await waitFor(() => expect(lastCallTo(calls, '/api/employee/get').query.get('q')).toBe('mer'));
  });

  it('says so when there is no employee', async () => {
    mockApi({ 'GET /api/employee/get': pageReply([]) });
    renderApp('/employee/list', staffSession(2));
    expect(await screen.findByText('No employee data available.')).toBeInTheDocument();
  });

  it('lets an admin delete after confirming, and shows the server refusing the last admin', async () => {
    let refuse = false;
    const calls = mockApi({
      'GET /api/employee/get': pageReply([MERON, ABEBE]),
      [`DELETE /api/employee/delete/${MERON.employeeHash}`]: () =>
        refuse
          ? apiError(409, 'The last active admin cannot be deleted, deactivated or demoted.')
          : [200, { status: 'success', message: 'Employee deleted.' }],
    });
    renderApp('/employee/list', staffSession(3));
    const table = await screen.findByRole('table', { name: 'All employees' });
    expect(await within(table).findByRole('link', { name: 'Edit Meron' })).toHaveAttribute(
      'href',
      `/employee/edit/${MERON.employeeHash}`,
    );

    await userEvent.click(within(table).getByRole('button', { name: 'Delete Meron' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this employee?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Employee deleted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/employee/get').length).toBeGreaterThan(1),
    );

    refuse = true;
    // The closing dialog keeps the page hidden from queries until its transition ends.
    await userEvent.click(await within(table).findByRole('button', { name: 'Delete Meron' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('The last active admin cannot be deleted, deactivated or demoted.'),
    ).toBeInTheDocument();
  });

  it('falls back to the spec text when a delete fails otherwise', async () => {
    mockApi({
      'GET /api/employee/get': pageReply([MERON]),
      [`DELETE /api/employee/delete/${MERON.employeeHash}`]: () => apiError(500, 'boom'),
    });
    renderApp('/employee/list', staffSession(3));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Meron' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Failed to delete employee. Please try again later.'),
    ).toBeInTheDocument();
  });
});

describe('Add employee', () => {
  afterEach(() => vi.unstubAllGlobals());

  const fill = (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      // Typing each key through MUI is slow in jsdom; the change event is what the form reads.
      fireEvent.change(screen.getByLabelText(label, { exact: false, selector: 'input' }), {
        target: { value },
      });
    }
  };
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Add employee' }));
  const COMPLETE = {
    'E-mail': 'hana@gebeya.et',
    Password: 'a long password',
    'First name': 'Hana',
    'Last name': 'Girma',
    'Phone number': '0911223344',
  };

  it.each([
    [{ 'Last name': '' }, 'All fields are required.'],
    [{ 'E-mail': 'hana-at-gebeya' }, 'Invalid email format.'],
    [{ Password: 'short' }, 'Password must be at least 10 characters long.'],
    [{ 'Phone number': '91' }, 'Phone number must be at least 9 characters long.'],
  ])('checks %j in the spec order', async (change, message) => {
    const calls = mockApi({});
    renderApp('/employee/add', staffSession(3));
    await screen.findByRole('heading', { name: 'Add Employee' });
    fill({ ...COMPLETE, ...change });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the spec fields with a generated hash, role 1 and active by default', async () => {
    const calls = mockApi({
      'POST /api/employee/register': () => [
        201,
        { status: 'true', message: 'Successfully registered!', data: MERON },
      ],
    });
    renderApp('/employee/add', staffSession(3));
    await screen.findByRole('heading', { name: 'Add Employee' });
    const hash = screen.getByLabelText<HTMLInputElement>('Employee ID').value;
    expect(hash).toMatch(/^[A-Z0-9]{26}$/);
    fill(COMPLETE);
    await submit();
    expect(await screen.findByText('Successfully registered!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      email: 'hana@gebeya.et',
      password: 'a long password',
      employeeFirstName: 'Hana',
      employeeLastName: 'Girma',
      PhoneNumber: '+251911223344',
      companyRoleId: 1,
      employeeActiveStatus: 1,
      employeeHash: hash,
    });
    // Cleared for the next one, with a new hash.
    expect(screen.getByLabelText('E-mail', { selector: 'input' })).toHaveValue('');
    expect(screen.getByLabelText<HTMLInputElement>('Employee ID').value).not.toBe(hash);
  });

  it("shows the server's reason and puts field errors on their field", async () => {
    mockApi({
      'POST /api/employee/register': () =>
        apiError(409, 'An employee with this email already exists.', [
          { field: 'email', message: 'An employee with this email already exists.' },
        ]),
    });
    renderApp('/employee/add', staffSession(3));
    await screen.findByRole('heading', { name: 'Add Employee' });
    fill(COMPLETE);
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An employee with this email already exists.',
    );
    expect(screen.getByLabelText('E-mail', { selector: 'input' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('Edit employee', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the employee, splits the phone, and saves role and flag', async () => {
    const calls = mockApi({
      [`GET /api/employee/get/${ABEBE.employeeHash}`]: () => [
        200,
        { status: 'success', data: [ABEBE] },
      ],
      [`PUT /api/employee/update/${ABEBE.employeeHash}`]: () => [
        200,
        { status: 'success', message: 'Successfully updated!', data: ABEBE },
      ],
    });
    renderApp(`/employee/edit/${ABEBE.employeeHash}`, staffSession(3));
    expect(await screen.findByDisplayValue('abebe@gebeya.et')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone number', { exact: false, selector: 'input' })).toHaveValue(
      '944556677',
    );
    expect(screen.getByRole('switch', { name: 'Active' })).not.toBeChecked();
    expect(screen.queryByLabelText('Password', { selector: 'input' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Active' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Successfully updated!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      email: 'abebe@gebeya.et',
      employeeFirstName: 'Abebe',
      employeeLastName: 'Kebede',
      PhoneNumber: '+251944556677',
      companyRoleId: 3,
      employeeActiveStatus: 1,
    });
  });

  it('refuses empty required fields with the spec text', async () => {
    mockApi({
      [`GET /api/employee/get/${ABEBE.employeeHash}`]: () => [
        200,
        { status: 'success', data: [ABEBE] },
      ],
    });
    renderApp(`/employee/edit/${ABEBE.employeeHash}`, staffSession(3));
    await userEvent.clear(await screen.findByLabelText('First name', { selector: 'input' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All fields are required.');
  });
});
