import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { inLanguage } from '../../../test/language';
import { listingPhotosApi } from '../api/listing-photos-api';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, SELLER_SESSION } from '../../../test/render';
import { CAR_RENT_WIRE, HOUSE_RENT_WIRE, pageOf } from '../test-fixtures';

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}[\\s\\u2009]*\\*?$`));
const ok = (message: string, data: unknown) =>
  [200, { status: 'success', message, data }] as [number, unknown];

describe('Edit listing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads a car rent and sends the car rent edit names, then returns to the list', async () => {
    const calls = mockApi({
      'GET /api/perSeller/carRent/abc123': () => [200, { status: 'success', data: CAR_RENT_WIRE }],
      'PUT /api/perSeller/carRent/abc123': () =>
        ok('Car rent details updated successfully!', CAR_RENT_WIRE),
      'GET /api/perSeller/carRent': () => pageOf([CAR_RENT_WIRE]),
    });
    const { router } = renderApp('/seller/carRent/edit/abc123', SELLER_SESSION);
    await screen.findByRole('heading', { name: 'Edit Car for Rent' });
    expect(await screen.findByDisplayValue('Toyota')).toBe(field('Make'));
    expect(field('Mileage')).toHaveValue(85000);

    fireEvent.change(field('Make'), { target: { value: ' ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields: Make');
    expect(field('Make')).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(field('Make'), { target: { value: 'Suzuki' } });
    expect(field('Make')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // The stored values come back as the pick-lists' choices.
    expect(field('Transmission')).toHaveTextContent('Automatic');
    expect(field('Body type')).toHaveTextContent('Hatchback');
    fireEvent.change(field('Price'), { target: { value: '3000' } });
    await userEvent.click(field('Rent per'));
    await userEvent.click(screen.getByRole('option', { name: 'per month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(router.location.pathname).toBe('/seller/carRent'));
    expect(await screen.findByText('Car rent details updated successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      country: 'Ethiopia',
      region: 'Addis Ababa',
      city: 'Addis Ababa',
      subcity: 'Bole',
      vehicleMake: 'Suzuki',
      vehicleModel: 'Vitz',
      vehicleYear: 2015,
      transmision: 'Automatic',
      milage: 85000,
      bodyType: 'Hatchback',
      engine: '1.3L',
      plateNumber: 'AA-2-12345',
      fuel: 'Petrol',
      vehicleColor: 'White',
      price: 3000,
      priceCurrency: 'ETB',
      sellerRentVehiclePerDayOrPerMonth: 'per month',
      vehicleDescription: 'Clean and reliable',
    });
  });

  it('sends the house edit names: priceCurrency, rentDuration, houseDescription', async () => {
    const calls = mockApi({
      'GET /api/perSeller/houseRent/h1': () => [200, { status: 'success', data: HOUSE_RENT_WIRE }],
      'PUT /api/perSeller/houseRent/h1': () =>
        ok('House rent details updated successfully!', HOUSE_RENT_WIRE),
      'GET /api/perSeller/houseRent': () => pageOf([HOUSE_RENT_WIRE]),
    });
    const { router } = renderApp('/seller/houseRent/edit/h1', SELLER_SESSION);
    expect(await screen.findByText('Villa')).toBeInTheDocument();
    fireEvent.change(field('Bedrooms'), { target: { value: '5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(router.location.pathname).toBe('/seller/houseRent'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      country: 'Ethiopia',
      region: 'Oromia',
      city: 'Adama',
      subcity: 'Dabe',
      houseType: 'Villa',
      houseArea: 250,
      bedroomNumber: 5,
      bathroomNumber: 3,
      livingRoomNumber: 2,
      price: 40000,
      priceCurrency: 'USD',
      rentDuration: 'per month',
      houseDescription: 'Big garden',
    });
  });

  it("shows the server's message when the update fails, by the field's label, on that field", async () => {
    const refusal = {
      field: 'rentDuration',
      message: 'rentDuration must be one of: per day, per month.',
      code: 'NOT_A_CHOICE',
      params: { field: 'rentDuration', choices: ['per day', 'per month'] },
    };
    mockApi({
      'GET /api/perSeller/houseRent/h1': () => [200, { status: 'success', data: HOUSE_RENT_WIRE }],
      'PUT /api/perSeller/houseRent/h1': () => [
        400,
        { status: 'error', statusCode: 400, ...refusal, errors: [refusal], correlationId: 't' },
      ],
    });
    renderApp('/seller/houseRent/edit/h1', SELLER_SESSION);
    expect(await screen.findByText('Villa')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Rent per must be one of: per day, per month.',
    );
    expect(field('Rent per')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a stored value outside the pick-list as Other, with its text', async () => {
    mockApi({
      'GET /api/perSeller/houseRent/h1': () => [
        200,
        { status: 'success', data: { ...HOUSE_RENT_WIRE, sellerHouseRentType: 'Guest house' } },
      ],
    });
    renderApp('/seller/houseRent/edit/h1', SELLER_SESSION);
    expect(await screen.findByDisplayValue('Guest house')).toBe(field('Type \\(other\\)'));
    expect(field('Type')).toHaveTextContent('Other');
  });

  it('falls back to the spec message when the update gets no answer', async () => {
    mockApi({
      'GET /api/perSeller/carRent/abc123': () => [200, { status: 'success', data: CAR_RENT_WIRE }],
      'PUT /api/perSeller/carRent/abc123': () => Promise.reject(new TypeError('offline')),
    });
    renderApp('/seller/carRent/edit/abc123', SELLER_SESSION);
    await screen.findByDisplayValue('Toyota');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred while updating car rent details.',
    );
  });

  it.each([
    ['en', 'carRent', 'abc123', 'Failed to update car rent.'],
    ['en', 'houseRent', 'h1', 'Failed to update house rent.'],
    ['am', 'carRent', 'abc123', 'የመኪና ኪራዩን ማዘመን አልተሳካም።'],
    ['am', 'houseRent', 'h1', 'የቤት ኪራዩን ማዘመን አልተሳካም።'],
  ] as const)(
    'shows the spec text (%s) when the %s update fails on the server',
    async (lang, type, hash, text) => {
      const wire = type === 'carRent' ? CAR_RENT_WIRE : HOUSE_RENT_WIRE;
      mockApi({
        [`GET /api/perSeller/${type}/${hash}`]: () => [200, { status: 'success', data: wire }],
        [`PUT /api/perSeller/${type}/${hash}`]: () => apiError(500, 'Internal server error'),
      });
      await inLanguage(lang, async () => {
        renderApp(`/seller/${type}/edit/${hash}`, SELLER_SESSION);
        const save = await screen.findByRole('button', {
          name: lang === 'am' ? 'ለውጦቹን አስቀምጥ' : 'Save changes',
        });
        await userEvent.click(save);
        expect(await screen.findByRole('alert')).toHaveTextContent(text);
        expect(screen.queryByText(/Internal server error/)).not.toBeInTheDocument();
      });
    },
  );

  it('says in Amharic that the house update got no answer', async () => {
    mockApi({
      'GET /api/perSeller/houseSell/h1': () => [200, { status: 'success', data: HOUSE_RENT_WIRE }],
      'PUT /api/perSeller/houseSell/h1': () => Promise.reject(new TypeError('offline')),
    });
    await inLanguage('am', async () => {
      renderApp('/seller/houseSell/edit/h1', SELLER_SESSION);
      await userEvent.click(await screen.findByRole('button', { name: 'ለውጦቹን አስቀምጥ' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'የቤት ኪራዩን ዝርዝር በማዘመን ላይ ስህተት ተከስቷል።',
      );
    });
  });

  it('says so when the listing cannot be loaded', async () => {
    mockApi({
      'GET /api/perSeller/houseSell/nope': () => apiError(404, 'Listing not found.'),
    });
    renderApp('/seller/houseSell/edit/nope', SELLER_SESSION);
    expect(
      await screen.findByText('Failed to fetch house details.', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
  });

  describe('photos', () => {
    const photo = (name: string) => new File(['png bytes'], name, { type: 'image/png' });
    const photosForm = (name = 'Photos') => screen.getByRole('form', { name });
    beforeEach(() => {
      Object.assign(URL, {
        createObjectURL: vi.fn(() => 'blob:new-front'),
        revokeObjectURL: vi.fn(),
      });
      mockApi({
        'GET /api/perSeller/carRent/abc123': () => [
          200,
          { status: 'success', data: CAR_RENT_WIRE },
        ],
      });
      // Unless a test says otherwise, no photo is uploaded on its own: it goes with the form.
      vi.spyOn(listingPhotosApi, 'stage').mockRejectedValue(new ApiError(0, ''));
    });
    afterEach(() => vi.restoreAllMocks());

    it('uploads a picked photo at once and saves it by its id', async () => {
      vi.spyOn(listingPhotosApi, 'stage').mockResolvedValue('staged-front');
      const replace = vi.spyOn(listingPhotosApi, 'replace').mockResolvedValue({
        status: 'success',
        message: 'Car rent photos updated successfully!',
        data: CAR_RENT_WIRE,
      });
      renderApp('/seller/carRent/edit/abc123', SELLER_SESSION);
      await screen.findByRole('img', { name: 'Front photo (current)' });
      await userEvent.upload(screen.getByLabelText('Front photo'), photo('new-front.png'));
      expect(await screen.findByText('new-front.png — uploaded')).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Save photos' }));

      expect(await within(photosForm()).findByRole('status')).toHaveTextContent('Photos updated.');
      const form = replace.mock.calls[0][2];
      expect([...form.entries()]).toEqual([['frontImage', 'staged-front']]);
    });

    it('shows the four current photos and replaces the picked one alone', async () => {
      const replace = vi.spyOn(listingPhotosApi, 'replace').mockResolvedValue({
        status: 'success',
        message: 'Car rent photos updated successfully!',
        data: CAR_RENT_WIRE,
      });
      renderApp('/seller/carRent/edit/abc123', SELLER_SESSION);
      expect(await screen.findByRole('img', { name: 'Front photo (current)' })).toHaveAttribute(
        'src',
        '/uploads/front.webp',
      );
      expect(screen.getByRole('img', { name: 'Left side photo (current)' })).toHaveAttribute(
        'src',
        '/uploads/left.webp',
      );

      await userEvent.upload(screen.getByLabelText('Front photo'), photo('new-front.png'));
      expect(screen.getByRole('img', { name: 'Front photo preview' })).toHaveAttribute(
        'src',
        'blob:new-front',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Save photos' }));

      expect(await within(photosForm()).findByRole('status')).toHaveTextContent('Photos updated.');
      const [type, postHash, form, fallback] = replace.mock.calls[0];
      expect([type, postHash, fallback]).toEqual([
        'carRent',
        'abc123',
        'Failed to update the photos.',
      ]);
      expect([...form.keys()]).toEqual(['frontImage']);
      expect((form.get('frontImage') as File).name).toBe('new-front.png');
    });

    it('asks for a photo before saving none', async () => {
      const replace = vi.spyOn(listingPhotosApi, 'replace');
      renderApp('/seller/carRent/edit/abc123', SELLER_SESSION);
      await screen.findByRole('img', { name: 'Front photo (current)' });
      await userEvent.click(screen.getByRole('button', { name: 'Save photos' }));
      expect(within(photosForm()).getByRole('alert')).toHaveTextContent(
        'Please choose a new photo first.',
      );
      expect(replace).not.toHaveBeenCalled();
    });

    it('marks the photo the server refused by its label, in Amharic too, until another is picked', async () => {
      vi.spyOn(listingPhotosApi, 'replace').mockRejectedValue(
        new ApiError(
          400,
          'backImage must be a JPEG, PNG or WebP image.',
          [],
          'IMAGE_NOT_SUPPORTED',
          {
            field: 'backImage',
          },
        ),
      );
      await inLanguage('am', async () => {
        renderApp('/seller/carRent/edit/abc123', SELLER_SESSION);
        await screen.findByRole('img', { name: 'የኋላ ፎቶ (አሁን ያለው)' });
        await userEvent.upload(screen.getByLabelText('የኋላ ፎቶ'), photo('notes.png'));
        await userEvent.click(screen.getByRole('button', { name: 'ፎቶዎቹን አስቀምጥ' }));
        const refusal = 'የኋላ ፎቶ JPEG፣ PNG ወይም WebP ምስል መሆን አለበት።';
        expect(await within(photosForm('ፎቶዎች')).findByRole('alert')).toHaveTextContent(refusal);
        expect(screen.getAllByText(refusal)).toHaveLength(2);

        await userEvent.upload(screen.getByLabelText('የኋላ ፎቶ'), photo('back.png'));
        expect(screen.queryByText(refusal)).not.toBeInTheDocument();
      });
    });
  });
});
