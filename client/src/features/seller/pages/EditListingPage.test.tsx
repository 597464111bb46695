import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(screen.queryByLabelText('Front photo')).not.toBeInTheDocument();

    fireEvent.change(field('Make'), { target: { value: ' ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill all required fields: vehicleMake',
    );

    fireEvent.change(field('Make'), { target: { value: 'Suzuki' } });
    fireEvent.change(field('Price'), { target: { value: '3000' } });
    await userEvent.click(field('Rent per'));
    await userEvent.click(screen.getByRole('option', { name: 'per month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/seller/carRent'));
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
    expect(await screen.findByDisplayValue('Villa')).toBe(field('Type'));
    fireEvent.change(field('Bedrooms'), { target: { value: '5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/seller/houseRent'));
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

  it("shows the server's message when the update fails, on the field it names", async () => {
    mockApi({
      'GET /api/perSeller/houseRent/h1': () => [200, { status: 'success', data: HOUSE_RENT_WIRE }],
      'PUT /api/perSeller/houseRent/h1': () =>
        apiError(400, 'rentDuration must be one of: per day, per month.', [
          { field: 'rentDuration', message: 'rentDuration must be one of: per day, per month.' },
        ]),
    });
    renderApp('/seller/houseRent/edit/h1', SELLER_SESSION);
    await screen.findByDisplayValue('Villa');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'rentDuration must be one of: per day, per month.',
    );
    expect(field('Rent per')).toHaveAttribute('aria-invalid', 'true');
  });

  it('falls back to the spec message when the update gets no answer', async () => {
    mockApi({
      'GET /api/perSeller/carRent/abc123': () => [200, { status: 'success', data: CAR_RENT_WIRE }],
      'PUT /api/perSeller/carRent/abc123': () => Promise.reject(new TypeError('offline')),
    });
    renderApp('/seller/carRent/edit/abc123', SELLER_SESSION);
    await screen.findByDisplayValue('Toyota');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update car rent.');
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
});
