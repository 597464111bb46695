import request from 'supertest';
import { createStaff, registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

type SenderType = 'seller' | 'buyer';

describe('Contact-us inquiries', () => {
  let t: TestApp;
  let manager: SignedInUser;
  let admin: SignedInUser;
  let employee: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    manager = (await createStaff(t, 2)) as SignedInUser;
    admin = (await createStaff(t, 3)) as SignedInUser;
    employee = (await createStaff(t, 1)) as SignedInUser;
  });
  afterAll(() => t.close());

  const register = (type: SenderType, overrides: Record<string, unknown> = {}) =>
    type === 'seller' ? registerSeller(t.http, overrides) : registerBuyer(t.http, overrides);
  const send = (type: SenderType, user: SignedInUser, body: Record<string, unknown>) =>
    asUser(t.http, user)
      .post(`/api/${type}/contact`)
      .query({ [`${type}Id`]: user.id })
      .send(body);
  const own = (type: SenderType, user: SignedInUser, query: Record<string, unknown> = {}) =>
    asUser(t.http, user).get(`/api/${type}/contact`).query(query);
  const all = (type: SenderType, user: SignedInUser, query: Record<string, unknown> = {}) =>
    asUser(t.http, user).get(`/api/${type}/allContact`).query(query);
  const reply = (type: SenderType, user: SignedInUser, body: Record<string, unknown>) =>
    asUser(t.http, user).post(`/api/${type}/replyContact`).send(body);
  const remove = (type: SenderType, user: SignedInUser, body: Record<string, unknown>) =>
    asUser(t.http, user).delete(`/api/${type}/deleteContact`).send(body);
  const unanswered = async (type: SenderType) =>
    (await asUser(t.http, manager).get(`/api/${type}/contact/unanswered`).expect(200)).body.data
      .count as number;

  describe.each<SenderType>(['seller', 'buyer'])('from a %s', (type) => {
    const idKey = `${type}Id`;
    const contactIdKey = `${type}ContactId`;
    let sender: SignedInUser;
    let other: SignedInUser;

    beforeAll(async () => {
      sender = await register(type, {
        [`${type}FirstName`]: 'Tigist',
        PhoneNumber: '+251911223344',
      });
      other = await register(type);
    });

    it('sends, is replied to, has the reply deleted, and is deleted by its sender', async () => {
      const waitingBefore = await unanswered(type);
      const sent = await send(type, sender, {
        title: '  Payment question ',
        description: 'How do I pay with telebirr?',
      }).expect(201);
      expect(sent.body).toEqual({
        status: 'success',
        message: 'Your inquiry has been sent successfully.',
        data: {
          [contactIdKey]: expect.any(Number),
          [idKey]: sender.id,
          [`${type}FirstName`]: 'Tigist',
          [`${type}LastName`]: expect.any(String),
          PhoneNumber: '+251911223344',
          title: 'Payment question',
          description: 'How do I pay with telebirr?',
          reply: null,
          [`${type}ContactDate`]: expect.any(String),
          replyDate: null,
        },
      });
      const id = sent.body.data[contactIdKey] as number;
      expect(await unanswered(type)).toBe(waitingBefore + 1);

      const mine = await own(type, sender, { [idKey]: sender.id }).expect(200);
      expect(mine.body.meta).toEqual({ page: 1, pageSize: 10, total: 1 });
      expect(mine.body.data[0]).toMatchObject({ [contactIdKey]: id, reply: null });

      const staffList = await all(type, manager, { answered: false }).expect(200);
      expect(
        (staffList.body.data as Record<string, unknown>[]).map((c) => c[contactIdKey]),
      ).toContain(id);

      const replied = await reply(type, manager, {
        [idKey]: sender.id,
        [contactIdKey]: id,
        reply: 'Use the Subscribe page and choose telebirr.',
      }).expect(200);
      expect(replied.body).toMatchObject({
        status: 'success',
        message: 'Reply submitted successfully!',
        data: {
          reply: 'Use the Subscribe page and choose telebirr.',
          replyDate: expect.any(String),
        },
      });
      expect(await unanswered(type)).toBe(waitingBefore);
      expect((await own(type, sender).expect(200)).body.data[0].reply).toBe(
        'Use the Subscribe page and choose telebirr.',
      );
      const answered = await all(type, admin, { answered: true, q: 'TELEBIRR' }).expect(200);
      expect((answered.body.data as Record<string, unknown>[]).map((c) => c[contactIdKey])).toEqual(
        [id],
      );

      const cleared = await remove(type, admin, { [idKey]: sender.id, [contactIdKey]: id }).expect(
        200,
      );
      expect(cleared.body).toMatchObject({
        message: 'Reply deleted successfully!',
        data: { reply: null, replyDate: null },
      });
      expect(await unanswered(type)).toBe(waitingBefore + 1);
      expect((await own(type, sender).expect(200)).body.data[0].reply).toBeNull();

      const deleted = await remove(type, sender, { [idKey]: sender.id, [contactIdKey]: id }).expect(
        200,
      );
      expect(deleted.body).toEqual({
        status: 'success',
        message: 'Your inquiry has been deleted.',
      });
      expect((await own(type, sender).expect(200)).body.meta.total).toBe(0);
      expect(await unanswered(type)).toBe(waitingBefore);
    });

    it('keeps each sender’s inquiries to themself', async () => {
      const sent = await send(type, sender, { title: 'Private', description: 'Only mine' }).expect(
        201,
      );
      const id = sent.body.data[contactIdKey] as number;

      await own(type, other, { [idKey]: sender.id }).expect(403);
      expect((await own(type, other).expect(200)).body.data).toEqual([]);
      await send(type, other, { title: 'x', description: 'y' })
        .query({ [idKey]: sender.id })
        .expect(403);

      const foreign = await remove(type, other, { [contactIdKey]: id }).expect(404);
      expect(foreign.body.message).toBe('This inquiry does not exist.');
      await remove(type, other, { [idKey]: sender.id, [contactIdKey]: id }).expect(403);
      // Staff name the sender when they do: a wrong one finds nothing.
      await reply(type, manager, { [idKey]: other.id, [contactIdKey]: id, reply: 'Hi' }).expect(
        404,
      );
      expect((await own(type, sender).expect(200)).body.data[0][contactIdKey]).toBe(id);
    });

    it('needs a title and a description within their limits', async () => {
      const missing = await send(type, sender, { title: '', description: 'Something' }).expect(400);
      expect(missing.body.message).toBe('All fields are required.');
      await send(type, sender, { title: 'Hello' }).expect(400);
      await send(type, sender, { title: '   ', description: '   ' }).expect(400);
      const long = await send(type, sender, {
        title: 'x'.repeat(151),
        description: 'ok',
      }).expect(400);
      expect(long.body.message).toBe('title must be at most 150 characters long.');
      await send(type, sender, { title: 'ok', description: 'y'.repeat(2001) }).expect(400);
      await send(type, sender, { title: 'x'.repeat(150), description: 'y'.repeat(2000) }).expect(
        201,
      );
      const [latest] = (await own(type, sender).expect(200)).body.data as Record<string, number>[];
      const noReply = await reply(type, manager, {
        [contactIdKey]: latest[contactIdKey],
        reply: ' ',
      });
      expect(noReply.status).toBe(400);
      expect(noReply.body.message).toBe('All fields are required.');
      const noId = await reply(type, manager, { reply: 'Hello' }).expect(400);
      expect(noId.body.message).toBe(`${contactIdKey} is required.`);
    });

    it('lets only staff of level 2 and 3 list all, reply and delete replies', async () => {
      const sent = await send(type, sender, { title: 'Levels', description: 'Who answers?' });
      const id = sent.body.data[contactIdKey] as number;
      for (const user of [employee, sender]) {
        await all(type, user).expect(403);
        await reply(type, user, { [contactIdKey]: id, reply: 'No' }).expect(403);
        await asUser(t.http, user).get(`/api/${type}/contact/unanswered`).expect(403);
      }
      await remove(type, employee, { [contactIdKey]: id }).expect(403);
      await own(type, employee).expect(403);
      await own(type, manager).expect(400);
      await own(type, manager, { [idKey]: sender.id }).expect(200);
      await request(t.http).get(`/api/${type}/contact`).expect(401);
    });
  });

  it('keeps sellers and buyers apart: one type’s call never reaches the other’s inquiries', async () => {
    const seller = await registerSeller(t.http);
    const buyer = await registerBuyer(t.http);
    const sent = await send('seller', seller, { title: 'Seller', description: 'Question' });
    const id = sent.body.data.sellerContactId as number;
    await send('seller', buyer, { title: 'x', description: 'y' }).expect(403);
    await own('buyer', seller).expect(403);
    await reply('buyer', manager, { buyerContactId: id, reply: 'Wrong list' }).expect(404);
    await remove('buyer', manager, { buyerContactId: id }).expect(404);
    await remove('seller', manager, { buyerContactId: id }).expect(400);
  });
});
