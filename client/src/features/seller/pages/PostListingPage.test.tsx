import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { mockApi } from '../../../test/mock-api';
import { renderApp, SELLER_SESSION } from '../../../test/render';
import { listingsApi } from '../../listings/api/listings-api';
import { toListingView } from '../../listings/listing-types';
import { CAR_RENT_WIRE, subscriptionReply } from '../test-fixtures';

/** MUI marks required labels with an asterisk. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}[\\s\\u2009]*\\*?$`));

const CAR_VALUES: Record<string, string> = {
  Country: 'Ethiopia',
  Region: 'Addis Ababa',
  City: 'Addis Ababa',
  Subcity: 'Bole',
  Make: 'Toyota',
  Model: 'Vitz',
  Year: '2015',
  Transmission: 'Automatic',
  Mileage: '85000',
  'Body type': 'Hatchback',
  Engine: '1.3L',
  'Plate number': 'AA-2-12345',
  Fuel: 'Petrol',
  Color: 'White',
  Price: '2500',
};

const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
};

const photo = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

/** The posting check has answered and opened the button. */
const postingAllowed = () =>
  vi.waitFor(() => expect(screen.getByRole('button', { name: 'Post listing' })).toBeEnabled());

async function upload(labels: string[]) {
  for (const label of labels) {
    await userEvent.upload(screen.getByLabelText(label), photo(`${label}.jpg`));
  }
}

const textEntries = (form: FormData) =>
  Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));

describe('Post forms', () => {
  beforeEach(() => {
    let n = 0;
    Object.assign(URL, {
      createObjectURL: vi.fn(() => `blob:preview-${++n}`),
      revokeObjectURL: vi.fn(),
    });
    // A balance that covers a post, so these tests are about the form itself.
    mockApi({ 'GET /api/seller/subscription': () => subscriptionReply(1500) });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('names the missing fields in form order, then the missing images', async () => {
    const create = vi.spyOn(listingsApi, 'create');
    renderApp('/seller/postRentCar', SELLER_SESSION);
    await screen.findByRole('heading', { name: 'Post Car for Rent' });
    await postingAllowed();

    await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill all required fields: country, region, city, subcity, vehicleMake, ' +
        'vehicleModel, vehicleYear, transmision, milage, bodyType, engine, plateNumber, fuel, ' +
        'vehicleColor, price',
    );

    fill({ ...CAR_VALUES, Engine: '', Price: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill all required fields: engine, price',
    );

    fill(CAR_VALUES);
    await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please upload all required images: frontImage, backImage, rightImage, leftImage',
    );

    await upload(['Front photo', 'Back photo']);
    expect(screen.getByRole('img', { name: 'Front photo preview' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please upload all required images: rightImage, leftImage',
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the multipart payload with the defaults, four images and a postHash', async () => {
    let finish: (value: Awaited<ReturnType<typeof listingsApi.create>>) => void = () => {};
    const create = vi
      .spyOn(listingsApi, 'create')
      .mockImplementation((_type, _form, onProgress) => {
        onProgress(0.4);
        return new Promise((resolve) => (finish = resolve));
      });
    renderApp('/seller/postRentCar', SELLER_SESSION);
    await screen.findByRole('heading', { name: 'Post Car for Rent' });
    fill(CAR_VALUES);
    await upload(['Front photo', 'Back photo', 'Right side photo', 'Left side photo']);
    await postingAllowed();
    await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));

    expect(create).toHaveBeenCalledWith(
      'carRent',
      expect.any(FormData),
      expect.any(Function),
      'Failed to post car rent.',
    );
    const form = create.mock.calls[0][1];
    expect(textEntries(form)).toEqual({
      country: 'Ethiopia',
      region: 'Addis Ababa',
      city: 'Addis Ababa',
      subcity: 'Bole',
      vehicleMake: 'Toyota',
      vehicleModel: 'Vitz',
      vehicleYear: '2015',
      transmision: 'Automatic',
      milage: '85000',
      bodyType: 'Hatchback',
      engine: '1.3L',
      plateNumber: 'AA-2-12345',
      fuel: 'Petrol',
      vehicleColor: 'White',
      price: '2500',
      priceCurrency: 'ETB',
      perDayOrMonth: 'per day',
      postHash: expect.stringMatching(/^[a-z0-9]{1,64}$/i),
    });
    expect(form.has('sellerId')).toBe(false);
    for (const [slot, name] of [
      ['frontImage', 'Front photo.jpg'],
      ['backImage', 'Back photo.jpg'],
      ['rightImage', 'Right side photo.jpg'],
      ['leftImage', 'Left side photo.jpg'],
    ]) {
      expect((form.get(slot) as File).name).toBe(name);
    }

    expect(await screen.findByRole('progressbar', { name: 'Uploading… 40%' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    finish({ message: 'Car rent posted successfully!', listing: toListingView(CAR_RENT_WIRE) });

    expect(await screen.findByRole('alert')).toHaveTextContent('Car rent posted successfully!');
    expect(field('Make')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Front photo preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Uploading/ })).not.toBeInTheDocument();
  });

  it('posts a house for rent under the house names, with a description', async () => {
    const create = vi.spyOn(listingsApi, 'create').mockResolvedValue({
      message: 'House rent posted successfully!',
      listing: toListingView(CAR_RENT_WIRE),
    });
    renderApp('/seller/postHouseRent', SELLER_SESSION);
    await screen.findByRole('heading', { name: 'Post House for Rent' });
    fill({
      Country: 'Ethiopia',
      Region: 'Oromia',
      City: 'Adama',
      Subcity: 'Dabe',
      Type: 'Villa',
      Area: '250',
      Bedrooms: '4',
      Bathrooms: '3',
      'Living rooms': '2',
      Price: '40000',
      Description: 'Big garden',
    });
    await userEvent.click(field('Rent per'));
    await userEvent.click(screen.getByRole('option', { name: 'per month' }));
    await upload(['Front photo', 'Back photo', 'Right side photo', 'Left side photo']);
    await postingAllowed();
    await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('House rent posted successfully!');
    const [type, form, , fallback] = create.mock.calls[0];
    expect(type).toBe('houseRent');
    expect(fallback).toBe('Failed to post house rent.');
    expect(textEntries(form)).toEqual({
      country: 'Ethiopia',
      region: 'Oromia',
      city: 'Adama',
      subcity: 'Dabe',
      houseType: 'Villa',
      houseArea: '250',
      bedroomNumber: '4',
      bathroomNumber: '3',
      livingRoomNumber: '2',
      price: '40000',
      currency: 'ETB',
      perDayOrMonth: 'per month',
      description: 'Big garden',
      postHash: expect.any(String),
    });
  });

  it("shows the server's message and puts its field errors on their fields", async () => {
    vi.spyOn(listingsApi, 'create').mockRejectedValue(
      new ApiError(400, 'plateNumber must be at most 20 characters long.', [
        {
          field: 'plateNumber',
          message: 'plateNumber must be at most 20 characters long.',
          code: 'TOO_LONG',
          params: { field: 'plateNumber', max: 20 },
        },
      ]),
    );
    renderApp('/seller/postSellCar', SELLER_SESSION);
    await screen.findByRole('heading', { name: 'Post Car for Sale' });
    fill(CAR_VALUES);
    expect(screen.queryByLabelText(/^Rent per/)).not.toBeInTheDocument();
    await upload(['Front photo', 'Back photo', 'Right side photo', 'Left side photo']);
    await postingAllowed();
    await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('plateNumber must be at most 20 characters long.'),
    ).toBeVisible();
    expect(field('Plate number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Make')).toHaveValue('Toyota');
  });
});
