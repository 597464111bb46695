import request from 'supertest';
import { CHAT_LIMIT_PER_MINUTE } from '../src/modules/chat/chat-throttler.guard';
import { createStaff, registerBuyer, registerSeller, SignedInUser } from './utils/factories';
import { formFor, postListing } from './utils/listings';
import { createTestApp, TestApp } from './utils/test-app';
import { asUser } from './utils/as-user';

describe('Chat assistant (POST /api/employee/chat)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ask = (user: SignedInUser | null, body: Record<string, unknown>) => {
    const req = request(t.http).post('/api/employee/chat');
    if (user) req.set('x-access-token', user.token);
    return req.send(body);
  };

  it('answers signed-in users of every type, and nobody else', async () => {
    await ask(null, { message: 'hello' }).expect(401);
    const seller = await registerSeller(t.http, { sellerFirstName: 'Almaz' });
    const buyer = await registerBuyer(t.http, { buyerFirstName: 'Dawit' });
    const employee = (await createStaff(t, 1)) as SignedInUser;
    expect((await ask(seller, { message: 'hello' }).expect(200)).body.reply).toMatch(
      /^Hello Almaz!/,
    );
    expect((await ask(buyer, { message: 'hi' }).expect(200)).body.reply).toMatch(/^Hello Dawit!/);
    expect((await ask(employee, { message: 'hello' }).expect(200)).body.reply).toMatch(
      /^Hello Employee!/,
    );
  });

  it("names the seller's actual balance after a top-up through the payment sandbox", async () => {
    const seller = await registerSeller(t.http);
    const before = await ask(seller, { message: 'what is my balance' }).expect(200);
    expect(before.body.reply).toMatch(/^Your balance is 0 ETB\./);

    const created = await asUser(t.http, seller)
      .post('/api/payment/chapa/create')
      .send({})
      .expect(201);
    const checkout = new URL(created.body.data.checkout_url as string).pathname;
    await request(t.http).post(`${checkout}/pay`).expect(303);
    await asUser(t.http, seller)
      .get('/api/payment/chapa/verify')
      .query({ tx_ref: created.body.tx_ref })
      .expect(200);

    const after = await ask(seller, { message: 'What is my balance?' }).expect(200);
    expect(after.body.reply).toBe(
      'Your balance is 500 ETB. That covers 1 more post at 500 ETB each. Your free trial post is still unused.',
    );
  });

  it('takes the caller from the token, not from userDetails', async () => {
    const seller = await registerSeller(t.http);
    const res = await ask(seller, {
      message: "today's numbers",
      currentPath: '/employee/admin',
      userDetails: {
        isLogged: true,
        isEmployee: true,
        isAdmin: true,
        employeeRole: 3,
        userType: 'employee',
      },
    }).expect(200);
    expect(res.body.reply).not.toMatch(/^Today so far/);
    await asUser(t.http, seller)
      .post('/api/seller/contact')
      .send({ title: 'Photos', description: 'My photos look blurry.' })
      .expect(201);
    const manager = (await createStaff(t, 2)) as SignedInUser;
    const staffReply = await ask(manager, { message: "today's numbers" }).expect(200);
    expect(staffReply.body.reply).toMatch(
      /^Today so far: \d+ new sellers?, \d+ new buyers? and \d+ new listings?\. 1 inquiry is waiting for a reply\.$/,
    );
  });

  it('finds listings described in words, with their detail links', async () => {
    const seller = await registerSeller(t.http);
    const posted = await postListing(
      t.http,
      seller.token,
      'carRent',
      formFor('carRent', {
        city: 'Adama',
        vehicleMake: 'Toyota',
        vehicleModel: 'Corolla',
        price: '2500',
      }),
    );
    expect(posted.status).toBe(201);
    const buyer = await registerBuyer(t.http);
    const res = await ask(buyer, { message: 'Toyota for rent in Adama under 3000 ETB' }).expect(
      200,
    );
    expect(res.body.reply).toMatch(
      /^I found one match for Toyota cars for rent in Adama under 3,000 ETB:\n/,
    );
    expect(res.body.reply).toMatch(
      /1\. Toyota Corolla 2015, 2,500 ETB per month, Adama: \/seller\/carRent\/[A-Za-z0-9]+$/,
    );
    const none = await ask(buyer, { message: 'Toyota for rent in Adama under 1000 ETB' }).expect(
      200,
    );
    expect(none.body.reply).toMatch(/^I found no Toyota cars for rent in Adama under 1,000 ETB\./);
  });

  it('answers in Amharic: an Ethiopic message, or any message from the Amharic site', async () => {
    const seller = await registerSeller(t.http, { sellerFirstName: 'Almaz' });
    expect((await ask(seller, { message: 'ሰላም' }).expect(200)).body.reply).toMatch(
      /^ሰላም Almaz! ዛሬ እንዴት ልረዳዎት እችላለሁ\?/,
    );
    const balance = await ask(seller, { message: 'what is my balance', language: 'am' });
    expect(balance.status).toBe(200);
    expect(balance.body.reply).toMatch(/^ሒሳብዎ 0 ብር ነው።/);
    expect(
      (await ask(seller, { message: 'what is my balance', language: 'en' })).body.reply,
    ).toMatch(/^Your balance is 0 ETB\./);
    const refused = await ask(seller, { message: 'hello', language: 'fr' }).expect(400);
    expect(refused.body).toMatchObject({
      code: 'CHAT_LANGUAGE_UNKNOWN',
      message: 'language must be one of: en, am.',
    });
  });

  it('refuses long messages with a clear reply, and bad bodies with a 400', async () => {
    const buyer = await registerBuyer(t.http);
    const long = await ask(buyer, { message: 'x'.repeat(501) }).expect(200);
    expect(long.body.reply).toBe('Your message is too long. Please keep it to 500 characters.');
    const huge = await ask(buyer, { message: 'x'.repeat(5000) }).expect(400);
    expect(huge.body.message).toBe('Your message is too long. Please keep it to 500 characters.');
    await ask(buyer, { message: 42 }).expect(400);
    await ask(buyer, {}).expect(400);
    expect((await ask(buyer, { message: '   ' }).expect(200)).body.reply).toBe(
      'Please enter a message.',
    );
  });

  it('limits each user to a number of messages a minute, without limiting others', async () => {
    const chatty = await registerBuyer(t.http);
    const calm = await registerBuyer(t.http);
    for (let i = 0; i < CHAT_LIMIT_PER_MINUTE; i += 1) {
      await ask(chatty, { message: 'prices' }).expect(200);
    }
    const limited = await ask(chatty, { message: 'prices' }).expect(429);
    expect(limited.body.message).toBe(
      'You are sending messages too quickly. Please wait a minute.',
    );
    await ask(calm, { message: 'prices' }).expect(200);
  });
});
