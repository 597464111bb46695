import request from 'supertest';
import { AuditEntry } from '../src/modules/audit/entities/audit-entry.entity';
import { createStaff, login, SignedInUser } from './utils/factories';
import { columnOf, SECRETS } from './utils/responses';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

function employeePayload(overrides: Record<string, unknown> = {}) {
  return {
    email: `new.${Math.random().toString(36).slice(2, 10)}@gebeya.et`,
    password: 'a long password',
    employeeFirstName: 'Meron',
    employeeLastName: 'Alemu',
    PhoneNumber: '+251944556677',
    ...overrides,
  };
}

describe('Employees', () => {
  let t: TestApp;
  let admin: SignedInUser;
  let manager: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({ env: { AUTH_RATE_LIMIT: '1000' } });
    admin = (await createStaff(t, 3)) as SignedInUser;
    manager = (await createStaff(t, 2)) as SignedInUser;
  });
  afterAll(() => t.close());

  const register = (body: Record<string, unknown>, token = admin.token) =>
    request(t.http).post('/api/employee/register').set('x-access-token', token).send(body);
  const update = (hash: string, body: Record<string, unknown>, token = admin.token) =>
    request(t.http).put(`/api/employee/update/${hash}`).set('x-access-token', token).send(body);
  const remove = (hash: string, token = admin.token) =>
    request(t.http).delete(`/api/employee/delete/${hash}`).set('x-access-token', token);
  const fieldsOf = (e: Record<string, unknown>) => ({
    email: e.email,
    employeeFirstName: e.employeeFirstName,
    employeeLastName: e.employeeLastName,
    PhoneNumber: e.PhoneNumber,
  });

  describe('adding', () => {
    it("adds an employee with role 1 and active by default, replying status 'true'", async () => {
      const payload = employeePayload({ email: '  Meron.A@Gebeya.ET ' });
      const res = await register(payload).expect(201);
      expect(res.body).toMatchObject({
        status: 'true',
        message: 'Successfully registered!',
        data: {
          email: 'meron.a@gebeya.et',
          employeeFirstName: 'Meron',
          companyRoleId: 1,
          employeeActiveStatus: 1,
        },
      });
      expect(res.body.data.employeeHash).toMatch(/^[A-Z0-9]{26}$/);
      expect(JSON.stringify(res.body)).not.toMatch(SECRETS);
      const session = await login(t.http, 'meron.a@gebeya.et', payload.password);
      expect(session.userDetails.employeeRole).toBe(1);
    });

    it('keeps the hash, role and active flag the admin chose', async () => {
      const hash = 'EMPLOYEEHASH0000000000000A';
      const res = await register(
        employeePayload({ employeeHash: hash, companyRoleId: 2, employeeActiveStatus: 0 }),
      ).expect(201);
      expect(res.body.data).toMatchObject({
        employeeHash: hash,
        companyRoleId: 2,
        employeeActiveStatus: 0,
      });
    });

    it.each([
      [{ email: '' }, 'All fields are required.'],
      [{ employeeLastName: undefined }, 'All fields are required.'],
      [{ PhoneNumber: '   ' }, 'All fields are required.'],
      [{ email: 'not-an-address' }, 'Invalid email format.'],
      [{ password: 'short' }, 'Password must be at least 10 characters long.'],
      [{ PhoneNumber: '+2519' }, 'Phone number must be at least 9 characters long.'],
      [{ companyRoleId: 4 }, 'companyRoleId must be 1 (Employee), 2 (Manager) or 3 (Admin).'],
      [{ employeeActiveStatus: 2 }, 'employeeActiveStatus must be 1 (active) or 0 (inactive).'],
    ])('refuses %j with the spec message', async (override, message) => {
      const res = await register(employeePayload(override)).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses an e-mail another employee has, whatever its case', async () => {
      const payload = employeePayload();
      await register(payload).expect(201);
      const res = await register({ ...payload, email: payload.email.toUpperCase() }).expect(409);
      expect(res.body.message).toBe('An employee with this email already exists.');
    });
  });

  describe('reading', () => {
    it('lists employees for managers, paged, sorted and searched, without secrets', async () => {
      await register(employeePayload({ employeeFirstName: 'Zebenay', employeeLastName: 'Q' }));
      const res = await asUser(t.http, manager)
        .get('/api/employee/get')
        .query({ q: 'zeben', sort: 'employeeFirstName', order: 'asc' })
        .expect(200);
      expect(res.body.status).toBe('success');
      expect(columnOf(res, 'employeeFirstName')).toEqual(['Zebenay']);
      expect(res.body.meta).toEqual({ page: 1, pageSize: 15, total: 1 });

      const all = await asUser(t.http, manager)
        .get('/api/employee/get')
        .query({ sort: 'companyRoleId', order: 'desc', pageSize: 2 })
        .expect(200);
      expect(all.body.data).toHaveLength(2);
      expect(all.body.data[0].companyRoleId).toBe(3);
      expect(all.body.meta.total).toBeGreaterThan(2);
      expect(JSON.stringify(all.body)).not.toMatch(SECRETS);
    });

    it('refuses an unknown sort key', async () => {
      const res = await asUser(t.http, admin)
        .get('/api/employee/get')
        .query({ sort: 'passwordHash' })
        .expect(400);
      expect(res.body.message).toMatch(/^sort must be one of/);
    });

    it('reads one employee as data[0], and 404 for an unknown hash', async () => {
      const created = (await register(employeePayload()).expect(201)).body.data;
      const res = await asUser(t.http, manager)
        .get(`/api/employee/get/${created.employeeHash}`)
        .expect(200);
      expect(res.body.data[0]).toEqual(created);
      await asUser(t.http, admin).get('/api/employee/get/NOSUCHEMPLOYEE000000000000').expect(404);
    });
  });

  describe('editing', () => {
    it('updates names, e-mail, phone, role and flag, and logs what changed', async () => {
      const created = (await register(employeePayload()).expect(201)).body.data;
      const res = await update(created.employeeHash, {
        ...fieldsOf(created),
        employeeFirstName: 'Mekdes',
        PhoneNumber: '+1 202 555 0143',
        companyRoleId: 2,
        employeeActiveStatus: 1,
      }).expect(200);
      expect(res.body).toMatchObject({
        status: 'success',
        message: 'Successfully updated!',
        data: { employeeFirstName: 'Mekdes', PhoneNumber: '+12025550143', companyRoleId: 2 },
      });
      expect(JSON.stringify(res.body)).not.toMatch(SECRETS);
      const entry = await t.dataSource
        .getRepository(AuditEntry)
        .findOneByOrFail({ action: 'employee.update', targetId: created.employeeHash });
      expect(entry.actorId).toBe(admin.id);
      expect(entry.details).toEqual({
        changes: {
          employeeFirstName: { from: 'Meron', to: 'Mekdes' },
          PhoneNumber: { from: '+251944556677', to: '+12025550143' },
          companyRoleId: { from: 1, to: 2 },
        },
      });
    });

    it('requires the spec fields and refuses a taken e-mail', async () => {
      const a = (await register(employeePayload()).expect(201)).body.data;
      const b = (await register(employeePayload()).expect(201)).body.data;
      const missing = await update(a.employeeHash, { ...fieldsOf(a), employeeLastName: '' });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('All fields are required.');
      const taken = await update(a.employeeHash, { ...fieldsOf(a), email: b.email });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('An employee with this email already exists.');
    });

    it("stops a deactivated employee's token at once, and keeps it stopped after reactivation", async () => {
      const created = (await register(employeePayload({ companyRoleId: 2 })).expect(201)).body.data;
      const session = await login(t.http, created.email, 'a long password');
      await asUser(t.http, session).get('/api/employee/sellerData').expect(200);

      await update(created.employeeHash, {
        ...fieldsOf(created),
        employeeActiveStatus: 0,
      }).expect(200);
      const refused = await asUser(t.http, session).get('/api/employee/sellerData');
      expect(refused.status).toBe(401);
      await request(t.http)
        .post('/api/user/login')
        .send({ email: created.email, password: 'a long password' })
        .expect(403);

      await update(created.employeeHash, {
        ...fieldsOf(created),
        employeeActiveStatus: 1,
      }).expect(200);
      await asUser(t.http, session).get('/api/employee/sellerData').expect(401);
      const again = await login(t.http, created.email, 'a long password');
      await asUser(t.http, again).get('/api/employee/sellerData').expect(200);
    });

    it("a demotion takes effect on the employee's next request", async () => {
      const created = (await register(employeePayload({ companyRoleId: 2 })).expect(201)).body.data;
      const session = await login(t.http, created.email, 'a long password');
      await update(created.employeeHash, { ...fieldsOf(created), companyRoleId: 1 }).expect(200);
      expect((await asUser(t.http, session).get('/api/employee/costs')).status).toBe(401);
      const again = await login(t.http, created.email, 'a long password');
      await asUser(t.http, again).get('/api/employee/costs').expect(403);
    });
  });

  describe('deleting', () => {
    it('deletes an employee, whose token then stops working', async () => {
      const created = (await register(employeePayload({ companyRoleId: 2 })).expect(201)).body.data;
      const session = await login(t.http, created.email, 'a long password');
      const res = await remove(created.employeeHash).expect(200);
      expect(res.body).toEqual({ status: 'success', message: 'Employee deleted.' });
      await asUser(t.http, session).get('/api/employee/get').expect(401);
      await remove(created.employeeHash).expect(404);
      const entry = await t.dataSource
        .getRepository(AuditEntry)
        .findOneByOrFail({ action: 'employee.delete', targetId: created.employeeHash });
      expect(entry.details).toMatchObject({ email: created.email, companyRoleId: 2 });
    });
  });

  describe('admins', () => {
    it('never lets an admin delete, deactivate or demote themself', async () => {
      await createStaff(t, 3);
      const self = await asUser(t.http, admin)
        .get(`/api/employee/get`)
        .query({ q: admin.email })
        .expect(200);
      const me = self.body.data[0];
      const deleted = await remove(me.employeeHash);
      expect(deleted.status).toBe(403);
      expect(deleted.body.message).toBe('You cannot delete your own account.');
      for (const change of [{ companyRoleId: 2 }, { employeeActiveStatus: 0 }]) {
        const res = await update(me.employeeHash, { ...fieldsOf(me), ...change });
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('You cannot change your own role or deactivate yourself.');
      }
      // Their own name and phone are theirs to change.
      await update(me.employeeHash, { ...fieldsOf(me), employeeLastName: 'Admin' }).expect(200);
    });
  });
});

describe('The last active admin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('cannot be deleted, deactivated or demoted, by another admin or themself', async () => {
    const first = (await createStaff(t, 3)) as SignedInUser;
    const second = (await createStaff(t, 3)) as SignedInUser;
    const hashOf = async (email: string) =>
      (await asUser(t.http, first).get('/api/employee/get').query({ q: email })).body
        .data[0] as Record<string, unknown>;
    const secondRow = await hashOf(second.email);
    const firstRow = await hashOf(first.email);

    // Two admins: the first may demote the second.
    await asUser(t.http, first)
      .put(`/api/employee/update/${String(secondRow.employeeHash)}`)
      .send({
        email: secondRow.email,
        employeeFirstName: secondRow.employeeFirstName,
        employeeLastName: secondRow.employeeLastName,
        PhoneNumber: secondRow.PhoneNumber,
        companyRoleId: 2,
      })
      .expect(200);

    // Now the first is the last active admin.
    const body = {
      email: firstRow.email,
      employeeFirstName: firstRow.employeeFirstName,
      employeeLastName: firstRow.employeeLastName,
      PhoneNumber: firstRow.PhoneNumber,
    };
    for (const change of [{ companyRoleId: 1 }, { employeeActiveStatus: 0 }]) {
      const res = await asUser(t.http, first)
        .put(`/api/employee/update/${String(firstRow.employeeHash)}`)
        .send({ ...body, ...change });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(
        'The last active admin cannot be deleted, deactivated or demoted.',
      );
    }
    const deleted = await asUser(t.http, first).delete(
      `/api/employee/delete/${String(firstRow.employeeHash)}`,
    );
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe(
      'The last active admin cannot be deleted, deactivated or demoted.',
    );

    // The demoted admin's old token no longer carries admin rights.
    await asUser(t.http, second).get('/api/employee/audit').expect(401);
  });

  it('stays when two admins demote each other at the same moment', async () => {
    const a = (await createStaff(t, 3)) as SignedInUser;
    const b = (await createStaff(t, 3)) as SignedInUser;
    const rowOf = async (email: string) =>
      (await asUser(t.http, a).get('/api/employee/get').query({ q: email })).body.data[0] as Record<
        string,
        string
      >;
    const demote = (row: Record<string, string>, token: string) =>
      request(t.http)
        .put(`/api/employee/update/${row.employeeHash}`)
        .set('x-access-token', token)
        .send({
          email: row.email,
          employeeFirstName: row.employeeFirstName,
          employeeLastName: row.employeeLastName,
          PhoneNumber: row.PhoneNumber,
          companyRoleId: 2,
        });
    // Every other admin of this app steps down first, so these two are the only ones.
    await t.dataSource.query(
      'UPDATE employees SET companyRoleId = 2 WHERE companyRoleId = 3 AND employeeId NOT IN (?, ?)',
      [a.id, b.id],
    );
    const [rowA, rowB] = [await rowOf(a.email), await rowOf(b.email)];
    const results = await Promise.all([demote(rowB, a.token), demote(rowA, b.token)]);
    expect(results.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    const admins = await t.dataSource.query(
      'SELECT COUNT(*) AS n FROM employees WHERE companyRoleId = 3 AND employeeActiveStatus = 1',
    );
    expect(Number((admins as { n: unknown }[])[0].n)).toBe(1);
  });
});
