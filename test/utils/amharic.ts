import { registerSeller, registerBuyer, subscribeBuyer } from './factories';
import { formFor, postListing } from './listings';
import type { TestApp } from './test-app';
import { asUser } from './as-user';

/** Text in our users' language, with an emoji (four bytes in UTF-8) for good measure. */
export const AMHARIC = {
  firstName: 'አበበ',
  lastName: 'በቀለ 🚗',
  city: 'ሀዋሳ',
  region: 'ሲዳማ',
  description: 'ሰላም! ጥሩ መኪና ነው 🚗 ለሽያጭ',
  title: 'ጥያቄ አለኝ 🙏',
};

/**
 * Amharic and emoji through every place users write: names, a listing, search, contact-us and the
 * chat assistant. Each must come back exactly as written, on either engine.
 */
export async function expectAmharicRoundTrip(t: TestApp): Promise<void> {
  const seller = await registerSeller(t.http, {
    sellerFirstName: AMHARIC.firstName,
    sellerLastName: AMHARIC.lastName,
    sellerCity: AMHARIC.city,
  });
  expect(seller.userDetails).toMatchObject({
    sellerFirstName: AMHARIC.firstName,
    sellerLastName: AMHARIC.lastName,
  });

  const posted = await postListing(
    t.http,
    seller.token,
    'carSell',
    formFor('carSell', {
      city: AMHARIC.city,
      region: AMHARIC.region,
      vehicleDescription: AMHARIC.description,
    }),
  );
  expect(posted.status).toBe(201);
  const postHash = posted.body.data.postHash as string;

  const buyer = await registerBuyer(t.http, { buyerFirstName: AMHARIC.firstName });
  await subscribeBuyer(t, buyer);
  const detail = await asUser(t.http, buyer).get(`/api/seller/carSell/${postHash}`).expect(200);
  expect(JSON.stringify(detail.body.data)).toContain(AMHARIC.description);
  expect(JSON.stringify(detail.body.data)).toContain(AMHARIC.city);

  for (const q of [AMHARIC.region, 'ሰላም 🚗']) {
    const found = await asUser(t.http, buyer).get('/api/seller/carSell').query({ q });
    expect(found.status).toBe(200);
  }
  // Search finds the region by any part of it, as written.
  const byRegion = await asUser(t.http, buyer)
    .get('/api/seller/carSell')
    .query({ q: AMHARIC.region.slice(1) })
    .expect(200);
  expect((byRegion.body.data as { postHash: string }[]).map((l) => l.postHash)).toContain(postHash);

  await asUser(t.http, buyer)
    .post('/api/buyer/contact')
    .send({ title: AMHARIC.title, description: AMHARIC.description })
    .expect(201);
  const inquiries = await asUser(t.http, buyer).get('/api/buyer/contact').expect(200);
  expect(JSON.stringify(inquiries.body.data)).toContain(AMHARIC.title);

  const chat = (message: string) =>
    asUser(t.http, seller).post('/api/employee/chat').send({ message }).expect(200);
  expect((await chat('hello')).body.reply).toMatch(new RegExp(`^Hello ${AMHARIC.firstName}!`));
  expect(typeof (await chat(AMHARIC.description)).body.reply).toBe('string');
}
