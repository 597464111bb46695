import { newPage, screenshot, signInAs, useAppInChromium, VIEWPORTS } from './utils/browser';
import { jpegPhoto } from './utils/images';

/** The car post form's required fields, by their Amharic labels, in the form's order. */
const CAR_LABELS = [
  'አገር',
  'ክልል',
  'ከተማ',
  'ክፍለ ከተማ',
  'ሥሪት',
  'ሞዴል',
  'ዓመት',
  'ማርሽ',
  'የተጓዘው ርቀት',
  'የአካል ዓይነት',
  'ሞተር',
  'ሰሌዳ ቁጥር',
  'ነዳጅ',
  'ቀለም',
  'ዋጋ',
];

describe('Seller forms in Amharic, on a phone', () => {
  const app = useAppInChromium({ DEMO_DATA: 'true' });

  it('names the missing fields of an empty car form by their Amharic labels, and marks them', async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
    await signInAs(page, app.server.baseUrl, 'seller@demo.gebeya.et', 'DemoSeller2026');
    await page.evaluate(() => localStorage.setItem('lang', 'am'));
    await page.goto(`${app.server.baseUrl}/seller/postRentCar`);
    const submit = page.getByRole('button', { name: 'ማስታወቂያውን ለጥፍ' });
    await submit.waitFor();
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled,
    );
    await submit.click();

    const alert = page.getByRole('alert').filter({ hasText: 'እባክዎ ሁሉንም አስፈላጊ መስኮች ይሙሉ' });
    await alert.waitFor();
    const text = (await alert.textContent()) ?? '';
    expect(text).toBe(`እባክዎ ሁሉንም አስፈላጊ መስኮች ይሙሉ፦ ${CAR_LABELS.join(', ')}`);
    expect(text).not.toMatch(/[A-Za-z]/);
    expect(await page.getByLabel(/^ሥሪት/).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'seller-forms/phone-am-empty-car-form');

    // Filled, a field is no longer marked nor named.
    await page.getByLabel(/^ሥሪት/).fill('ቶዮታ');
    expect(await page.getByLabel(/^ሥሪት/).getAttribute('aria-invalid')).toBe('false');
    expect(await alert.textContent()).not.toContain('ሥሪት');
    // The page fits the phone: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("replaces a listing's front photo from its edit page", async () => {
    const { context, page, errors } = await newPage(app.browser, VIEWPORTS.phone);
    const { token } = await signInAs(
      page,
      app.server.baseUrl,
      'seller@demo.gebeya.et',
      'DemoSeller2026',
    );
    const own = await fetch(`${app.server.baseUrl}/api/perSeller/carRent?pageSize=1`, {
      headers: { 'x-access-token': token },
    });
    const { data } = (await own.json()) as { data: { postHash: string }[] };
    await page.evaluate(() => localStorage.setItem('lang', 'am'));
    await page.goto(`${app.server.baseUrl}/seller/carRent/edit/${data[0].postHash}`);
    const current = page.getByRole('img', { name: 'የፊት ፎቶ (አሁን ያለው)' });
    await current.waitFor();
    const before = await current.getAttribute('src');

    await page.getByLabel('የፊት ፎቶ', { exact: true }).setInputFiles({
      name: 'new-front.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegPhoto(1000, 750),
    });
    await page.getByRole('img', { name: 'የፊት ፎቶ ቅድመ እይታ' }).waitFor();
    await page.getByRole('button', { name: 'ፎቶዎቹን አስቀምጥ' }).click();
    await page.getByText('ፎቶዎቹ ተቀይረዋል።').waitFor();
    await current.waitFor();
    expect(await current.getAttribute('src')).not.toBe(before);
    await screenshot(page, 'seller-forms/phone-am-photo-replaced');
    expect(errors).toEqual([]);
    await context.close();
  });
});
