import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { inLanguage } from '../../../test/language';
import { mockApi } from '../../../test/mock-api';
import { renderApp, SELLER_SESSION } from '../../../test/render';
import { listingsApi } from '../../listings/api/listings-api';
import { toListingView } from '../../listings/listing-types';
import { listingPhotosApi } from '../api/listing-photos-api';
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
  Mileage: '85000',
  Engine: '1.3L',
  'Plate number': 'AA-2-12345',
  Color: 'White',
  Price: '2500',
};

/** The car pick-lists: known values by their English labels. */
const CAR_CHOICES: Record<string, string> = {
  Transmission: 'Automatic',
  'Body type': 'Hatchback',
  Fuel: 'Petrol',
};

const fill = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(field(label), { target: { value } });
  }
};

async function choose(choices: Record<string, string>) {
  for (const [label, option] of Object.entries(choices)) {
    await userEvent.click(field(label));
    await userEvent.click(screen.getByRole('option', { name: option }));
  }
}

const photo = (name: string) => new File(['jpeg bytes'], name, { type: 'image/jpeg' });

/** The posting check has answered and opened the button. */
const postingAllowed = () =>
  vi.waitFor(() => expect(screen.getByRole('button', { name: 'Post listing' })).toBeEnabled());

async function upload(labels: string[]) {
  for (const label of labels) {
    await userEvent.upload(screen.getByLabelText(label), photo(`${label}.jpg`));
  }
}

/** The car-for-rent form filled in completely, with four photos, and sent. */
async function postCompleteCarForm() {
  renderApp('/seller/postRentCar', SELLER_SESSION);
  await screen.findByRole('heading', { name: 'Post Car for Rent' });
  fill(CAR_VALUES);
  await choose(CAR_CHOICES);
  await upload(['Front photo', 'Back photo', 'Right side photo', 'Left side photo']);
  await postingAllowed();
  await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));
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
    // Unless a test says otherwise, no photo is uploaded on its own: they go with the form.
    vi.spyOn(listingPhotosApi, 'stage').mockRejectedValue(new ApiError(0, ''));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('names the missing fields by their labels, highlights them, and clears each once filled', async () => {
    const create = vi.spyOn(listingsApi, 'create');
    renderApp('/seller/postRentCar', SELLER_SESSION);
    await screen.findByRole('heading', { name: 'Post Car for Rent' });
    await postingAllowed();

    await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill all required fields: Country, Region, City, Subcity, Make, Model, Year, ' +
        'Transmission, Mileage, Body type, Engine, Plate number, Fuel, Color, Price',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent(/vehicleMake|transmision|milage/);
    expect(field('Make')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Transmission')).toHaveAttribute('aria-invalid', 'true');

    fill({ ...CAR_VALUES, Engine: '', Price: '' });
    expect(field('Make')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Engine')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please fill all required fields: Transmission, Body type, Engine, Fuel, Price',
    );
    await choose(CAR_CHOICES);
    expect(field('Transmission')).not.toHaveAttribute('aria-invalid', 'true');
    fill({ Engine: '1.3L', Price: '2500' });
    // Every field it named is filled: the message has nothing left to say.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    fill({ Price: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all required fields: Price');
    fill({ Price: '2500' });

    await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please upload all required images: Front photo, Back photo, Right side photo, Left side photo',
    );

    await upload(['Front photo', 'Back photo']);
    expect(screen.getByRole('img', { name: 'Front photo preview' })).toHaveAttribute(
      'src',
      'blob:preview-1',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please upload all required images: Right side photo, Left side photo',
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('names the missing fields and photos by their Amharic labels in Amharic', async () => {
    await inLanguage('am', async () => {
      renderApp('/seller/postSellHouse', SELLER_SESSION);
      await screen.findByRole('heading', { name: 'የሚሸጥ ቤት ይለጥፉ' });
      await vi.waitFor(() =>
        expect(screen.getByRole('button', { name: 'ማስታወቂያውን ለጥፍ' })).toBeEnabled(),
      );
      await userEvent.click(screen.getByRole('button', { name: 'ማስታወቂያውን ለጥፍ' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'እባክዎ ሁሉንም አስፈላጊ መስኮች ይሙሉ፦ አገር, ክልል, ከተማ, ክፍለ ከተማ, ዓይነት, ስፋት, መኝታ ቤቶች, ' +
          'መታጠቢያ ቤቶች, ሳሎኖች, ዋጋ',
      );
      expect(screen.getByRole('alert')).not.toHaveTextContent(/[A-Za-z]/);
      expect(field('ዓይነት')).toHaveAttribute('aria-invalid', 'true');

      fill({ አገር: 'ኢትዮጵያ', ክልል: 'ኦሮሚያ', ከተማ: 'አዳማ', 'ክፍለ ከተማ': 'ዳቤ', ስፋት: '120' });
      fill({ 'መኝታ ቤቶች': '3', 'መታጠቢያ ቤቶች': '2', ሳሎኖች: '1', ዋጋ: '9000000' });
      await userEvent.click(field('ዓይነት'));
      await userEvent.click(screen.getByRole('option', { name: 'ኮንዶሚኒየም' }));
      await userEvent.click(screen.getByRole('button', { name: 'ማስታወቂያውን ለጥፍ' }));
      expect(screen.getByRole('alert')).toHaveTextContent(
        'እባክዎ ሁሉንም አስፈላጊ ምስሎች ይጫኑ፦ የፊት ፎቶ, የኋላ ፎቶ, የቀኝ ጎን ፎቶ, የግራ ጎን ፎቶ',
      );
    });
  });

  it('offers pick-lists with Other, which takes any text, and sends the stored values', async () => {
    const create = vi.spyOn(listingsApi, 'create').mockResolvedValue({
      message: 'Car sale posted successfully!',
      listing: toListingView(CAR_RENT_WIRE),
      charge: { method: 'balance', amount: 500 },
    });
    renderApp('/seller/postSellCar', SELLER_SESSION);
    await screen.findByRole('heading', { name: 'Post Car for Sale' });
    await userEvent.click(field('Fuel'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Petrol',
      'Diesel',
      'Electric',
      'Hybrid',
      'Other',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Other' }));
    fireEvent.change(field('Fuel \\(other\\)'), { target: { value: 'CNG' } });
    await choose({ Transmission: 'Manual', 'Body type': 'SUV' });
    fill(CAR_VALUES);
    await upload(['Front photo', 'Back photo', 'Right side photo', 'Left side photo']);
    await postingAllowed();
    await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Car sale posted successfully! 500 ETB deducted from your subscription.',
    );
    expect(textEntries(create.mock.calls[0][1])).toMatchObject({
      transmision: 'Manual',
      bodyType: 'SUV',
      fuel: 'CNG',
    });
    // A new form: the pick-lists start empty again.
    expect(screen.queryByLabelText(/^Fuel \(other\)/)).not.toBeInTheDocument();
  });

  it('shows pick-list values by their Amharic labels, still sending the stored value', async () => {
    await inLanguage('am', async () => {
      const create = vi.spyOn(listingsApi, 'create').mockResolvedValue({
        message: 'House rent posted successfully!',
        listing: toListingView(CAR_RENT_WIRE),
        charge: { method: 'free-trial', amount: 0 },
      });
      renderApp('/seller/postHouseRent', SELLER_SESSION);
      await screen.findByRole('heading', { name: 'የሚከራይ ቤት ይለጥፉ' });
      await userEvent.click(field('ዓይነት'));
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'አፓርትመንት',
        'ኮንዶሚኒየም',
        'ስቱዲዮ',
        'ታውን ሃውስ',
        'ባለ አንድ ፎቅ ቤት (ጂ+1)',
        'ቪላ',
        'ሌላ',
      ]);
      await userEvent.click(screen.getByRole('option', { name: 'ቪላ' }));
      fill({ አገር: 'Ethiopia', ክልል: 'Oromia', ከተማ: 'Adama', 'ክፍለ ከተማ': 'Dabe', ስፋት: '250' });
      fill({ 'መኝታ ቤቶች': '4', 'መታጠቢያ ቤቶች': '3', ሳሎኖች: '2', ዋጋ: '40000' });
      await upload(['የፊት ፎቶ', 'የኋላ ፎቶ', 'የቀኝ ጎን ፎቶ', 'የግራ ጎን ፎቶ']);
      await vi.waitFor(() =>
        expect(screen.getByRole('button', { name: 'ማስታወቂያውን ለጥፍ' })).toBeEnabled(),
      );
      await userEvent.click(screen.getByRole('button', { name: 'ማስታወቂያውን ለጥፍ' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'የሚከራየው ቤት በተሳካ ሁኔታ ተለጥፏል! ነፃ ሙከራዎን ተጠቅመዋል።',
      );
      expect(textEntries(create.mock.calls[0][1])).toMatchObject({ houseType: 'Villa' });
    });
  });

  it('sends the multipart payload with the defaults, four images and a postHash', async () => {
    let finish: (value: Awaited<ReturnType<typeof listingsApi.create>>) => void = () => {};
    const create = vi
      .spyOn(listingsApi, 'create')
      .mockImplementation((_type, _form, onProgress) => {
        onProgress(0.4);
        return new Promise((resolve) => (finish = resolve));
      });
    await postCompleteCarForm();

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
    finish({
      message: 'Car rent posted successfully! Free trial used.',
      listing: toListingView(CAR_RENT_WIRE),
      charge: { method: 'free-trial', amount: 0 },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Car rent posted successfully! Free trial used.',
    );
    expect(field('Make')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Front photo preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Uploading/ })).not.toBeInTheDocument();
  });

  it('sends the photos as shrunk in the browser, waiting for one still being shrunk', async () => {
    const create = vi.spyOn(listingsApi, 'create').mockResolvedValue({
      message: 'Car rent posted successfully! Free trial used.',
      listing: toListingView(CAR_RENT_WIRE),
    });
    // Every photo decodes as a phone camera's 12 MP one, and its copy is smaller than the 10
    // bytes picked; the last one's copy comes out late.
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.resolve({ width: 4032, height: 3024, close: vi.fn() })),
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: vi.fn(),
      drawImage: vi.fn(),
    } as unknown as CanvasRenderingContext2D);
    let encodeLast: () => void = () => {};
    let encoded = 0;
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) => {
      const copy = () => callback(new Blob([new Uint8Array(4)], { type }));
      if (++encoded === 4) encodeLast = copy;
      else copy();
    });
    await postCompleteCarForm();

    expect(create).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Post listing' })).toBeDisabled();
    encodeLast();
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    const form = create.mock.calls[0][1];
    for (const slot of ['frontImage', 'backImage', 'rightImage', 'leftImage']) {
      expect(form.get(slot)).toMatchObject({ type: 'image/jpeg', size: 4 });
    }
    expect(await screen.findByRole('alert')).toHaveTextContent('Car rent posted successfully!');
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
      Area: '250',
      Bedrooms: '4',
      Bathrooms: '3',
      'Living rooms': '2',
      Price: '40000',
      Description: 'Big garden',
    });
    await choose({ Type: 'Villa', 'Rent per': 'per month' });
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

  it("shows the server's refusal by the field labels, on its field, until that field is fixed", async () => {
    vi.spyOn(listingsApi, 'create').mockRejectedValue(
      new ApiError(
        400,
        'plateNumber must be at most 20 characters long.',
        [
          {
            field: 'plateNumber',
            message: 'plateNumber must be at most 20 characters long.',
            code: 'TOO_LONG',
            params: { field: 'plateNumber', max: 20 },
          },
        ],
        'TOO_LONG',
        { field: 'plateNumber', max: 20 },
      ),
    );
    renderApp('/seller/postSellCar', SELLER_SESSION);
    await screen.findByRole('heading', { name: 'Post Car for Sale' });
    fill(CAR_VALUES);
    await choose(CAR_CHOICES);
    expect(screen.queryByLabelText(/^Rent per/)).not.toBeInTheDocument();
    await upload(['Front photo', 'Back photo', 'Right side photo', 'Left side photo']);
    await postingAllowed();
    await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Plate number must be at most 20 characters long.'),
    ).toBeVisible();
    expect(field('Plate number')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Make')).toHaveValue('Toyota');

    fill({ 'Plate number': 'AA-3-54321' });
    expect(field('Plate number')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('marks the photo the server refused, by its label, until another is picked', async () => {
    vi.spyOn(listingsApi, 'create').mockRejectedValue(
      new ApiError(400, 'leftImage must be a JPEG, PNG or WebP image.', [], 'IMAGE_NOT_SUPPORTED', {
        field: 'leftImage',
      }),
    );
    renderApp('/seller/postSellCar', SELLER_SESSION);
    await screen.findByRole('heading', { name: 'Post Car for Sale' });
    fill(CAR_VALUES);
    await choose(CAR_CHOICES);
    await upload(['Front photo', 'Back photo', 'Right side photo', 'Left side photo']);
    await postingAllowed();
    await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Left side photo must be a JPEG, PNG or WebP image.',
    );
    expect(screen.getAllByText('Left side photo must be a JPEG, PNG or WebP image.')).toHaveLength(
      2,
    );
    await upload(['Left side photo']);
    expect(screen.queryByText(/must be a JPEG/)).not.toBeInTheDocument();
  });

  describe('photos uploaded as they are picked', () => {
    const posted = {
      message: 'Car rent posted successfully! 500 ETB deducted from your subscription.',
      listing: toListingView(CAR_RENT_WIRE),
      charge: { method: 'balance' as const, amount: 500 },
    };

    it('uploads each photo at once, then posts only their ids', async () => {
      let n = 0;
      const stage = vi.spyOn(listingPhotosApi, 'stage').mockImplementation((_file, onProgress) => {
        onProgress(1);
        return Promise.resolve(`photo${++n}`);
      });
      const create = vi.spyOn(listingsApi, 'create').mockResolvedValue(posted);
      renderApp('/seller/postRentCar', SELLER_SESSION);
      await screen.findByRole('heading', { name: 'Post Car for Rent' });
      await upload(['Front photo', 'Back photo', 'Right side photo', 'Left side photo']);
      // Uploaded before anything else is filled in, each said so on its slot.
      expect(stage).toHaveBeenCalledTimes(4);
      expect(await screen.findByText('Front photo.jpg — uploaded')).toBeVisible();
      expect(screen.getByText('Left side photo.jpg — uploaded')).toBeVisible();
      fill(CAR_VALUES);
      await choose(CAR_CHOICES);
      await postingAllowed();
      await userEvent.click(screen.getByRole('button', { name: 'Post listing' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(posted.message);
      const form = create.mock.calls[0][1];
      expect([...form.entries()].filter(([, value]) => value instanceof File)).toEqual([]);
      expect(textEntries(form)).toMatchObject({
        frontImage: 'photo1',
        backImage: 'photo2',
        rightImage: 'photo3',
        leftImage: 'photo4',
      });
    });

    it('says on its slot at once why a photo was refused, in Amharic too', async () => {
      vi.spyOn(listingPhotosApi, 'stage').mockImplementation((file) =>
        file.name.startsWith('የኋላ')
          ? Promise.reject(
              new ApiError(400, 'photo could not be read as an image.', [], 'IMAGE_UNREADABLE', {
                field: 'photo',
              }),
            )
          : Promise.resolve('photo'),
      );
      await inLanguage('am', async () => {
        renderApp('/seller/postRentCar', SELLER_SESSION);
        await screen.findByRole('heading', { name: 'የሚከራይ መኪና ይለጥፉ' });
        await upload(['የፊት ፎቶ', 'የኋላ ፎቶ']);
        expect(await screen.findByText('የኋላ ፎቶ እንደ ምስል ሊነበብ አልቻለም።')).toBeVisible();
        expect(screen.getByText('የፊት ፎቶ.jpg — ተጭኗል')).toBeVisible();
      });
    });

    it('sends the photos themselves when the server no longer has their uploads', async () => {
      let n = 0;
      vi.spyOn(listingPhotosApi, 'stage').mockImplementation(() => Promise.resolve(`photo${++n}`));
      const create = vi
        .spyOn(listingsApi, 'create')
        .mockRejectedValueOnce(
          new ApiError(400, 'gone', [], 'STAGED_PHOTO_GONE', { fields: ['frontImage'] }),
        )
        .mockResolvedValueOnce(posted);
      await postCompleteCarForm();

      expect(await screen.findByRole('alert')).toHaveTextContent(posted.message);
      expect(create).toHaveBeenCalledTimes(2);
      const [first, second] = create.mock.calls.map(([, form]) => form);
      expect(first.get('frontImage')).toBe('photo1');
      expect((second.get('frontImage') as File).name).toBe('Front photo.jpg');
      expect((second.get('leftImage') as File).name).toBe('Left side photo.jpg');
      // The same listing: sent again under its postHash, never twice.
      expect(second.get('postHash')).toBe(first.get('postHash'));
    });
  });
});
