import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../app/i18n';
import { inLanguage } from '../../../test/language';
import { mockApi } from '../../../test/mock-api';
import { CAR_RENT_WIRE } from '../../seller/test-fixtures';
import { BUYER_SESSION, renderApp, SELLER_SESSION } from '../../../test/render';

const houseRent = {
  type: 'houseRent',
  postHash: 'villa-1',
  sellerId: 4,
  sellerHouseRentType: 'Villa',
  sellerHouseArea: 320,
  sellerHouseRentPrice: 65000,
  sellerHouseRentPriceCurrency: 'ETB',
  sellerHouseRentPerDayOrOrPerMonth: 'per month',
  sellerHouseRentBedroomNumber: 4,
  sellerHouseRentBatchRoomNumber: 3,
  sellerHouseRentLivingRoomNumber: 2,
  sellerHouseRentCountry: 'Ethiopia',
  sellerHouseRentRegion: 'Addis Ababa',
  sellerHouseRentCity: 'Addis Ababa',
  sellerHouseRentSubcity: 'Bole',
  sellerHouseRentDescription: 'Garden and parking.',
  sellerHouseRentFrontImage: '/uploads/front.webp',
  sellerHouseRentBackImage: '/uploads/back.webp',
  sellerHouseRentRightImage: '/uploads/right.webp',
  sellerHouseRentLeftImage: '/uploads/left.webp',
  sellerHouseRentThumbnail: '/uploads/front-thumb.webp',
  sellerHouseRentFrontThumbnail: '/uploads/front-thumb.webp',
  sellerHouseRentBackThumbnail: '/uploads/back-thumb.webp',
  sellerHouseRentRightThumbnail: '/uploads/right-thumb.webp',
  sellerHouseRentLeftThumbnail: '/uploads/left-thumb.webp',
  sellerHouseRentAddedDate: new Date().toISOString(),
};

describe('Detail page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the house with price per month, specs, location and the rental line', async () => {
    mockApi({
      'GET /api/seller/houseRent/villa-1': () => [200, { status: 'success', data: houseRent }],
    });
    renderApp('/seller/houseRent/villa-1', BUYER_SESSION);
    expect(await screen.findByRole('heading', { name: 'Villa · 320 m²' })).toBeInTheDocument();
    expect(screen.getByText('ETB 65,000')).toBeInTheDocument();
    expect(screen.getByText('per month')).toBeInTheDocument();
    // The photo, title and price show first; the rest of the page right after.
    expect(await screen.findByText('Renting fast be the first to rent!')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Bedrooms' }).nextSibling).toHaveTextContent('4');
    expect(screen.getByRole('rowheader', { name: 'Subcity' }).nextSibling).toHaveTextContent(
      'Bole',
    );
    expect(screen.getByText('Garden and parking.')).toBeVisible();
  });

  it('steps through the four photos and wraps around', async () => {
    mockApi({
      'GET /api/seller/houseRent/villa-1': () => [200, { status: 'success', data: houseRent }],
    });
    renderApp('/seller/houseRent/villa-1', BUYER_SESSION);
    const image = await screen.findByTestId('carousel-image');
    expect(image).toHaveAttribute('src', '/uploads/front.webp');
    expect(screen.getAllByRole('button', { name: /Show photo/ })).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(image).toHaveAttribute('src', '/uploads/left.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(image).toHaveAttribute('src', '/uploads/back.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3' }));
    expect(image).toHaveAttribute('src', '/uploads/right.webp');
  });

  it('shows the other photos under the large one at their small size, once it has loaded', async () => {
    mockApi({
      'GET /api/seller/houseRent/villa-1': () => [200, { status: 'success', data: houseRent }],
    });
    renderApp('/seller/houseRent/villa-1', BUYER_SESSION);
    const image = await screen.findByTestId('carousel-image');
    const strip = () =>
      screen
        .getAllByRole('button', { name: /Show photo/ })
        .map((button) => button.querySelector('img')?.getAttribute('src'));
    // The photo shown has the connection to itself first.
    expect(strip()).toEqual([null, null, null]);
    fireEvent.load(image);
    expect(strip()).toEqual([
      '/uploads/back-thumb.webp',
      '/uploads/right-thumb.webp',
      '/uploads/left-thumb.webp',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(image).toHaveAttribute('src', '/uploads/back.webp');
    expect(strip()).toEqual([
      '/uploads/front-thumb.webp',
      '/uploads/right-thumb.webp',
      '/uploads/left-thumb.webp',
    ]);
  });

  it("shows a phone each photo's 800 px size and wider screens the large one", async () => {
    const medium = {
      sellerHouseRentFrontMediumImage: '/uploads/front-medium.webp',
      sellerHouseRentBackMediumImage: '/uploads/back-medium.webp',
      sellerHouseRentRightMediumImage: '/uploads/right-medium.webp',
      sellerHouseRentLeftMediumImage: '/uploads/left-medium.webp',
    };
    mockApi({
      'GET /api/seller/houseRent/villa-1': () => [
        200,
        { status: 'success', data: { ...houseRent, ...medium } },
      ],
    });
    renderApp('/seller/houseRent/villa-1', BUYER_SESSION);
    const image = await screen.findByTestId('carousel-image');
    const wider = () => image.parentElement!.querySelector('source');
    expect(image).toHaveAttribute('src', '/uploads/front-medium.webp');
    expect(wider()).toHaveAttribute('media', '(min-width: 600px)');
    expect(wider()).toHaveAttribute('srcset', '/uploads/front.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 2' }));
    expect(image).toHaveAttribute('src', '/uploads/back-medium.webp');
    expect(wider()).toHaveAttribute('srcset', '/uploads/back.webp');
    // A size that is not there yet gives way to the large photo, on every screen.
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', '/uploads/back.webp');
    expect(wider()).toBeNull();
    // The next photo tries its own 800 px size again.
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(image).toHaveAttribute('src', '/uploads/right-medium.webp');
  });

  it('shows the large photo on every screen when the listing has no 800 px sizes', async () => {
    mockApi({
      'GET /api/seller/houseRent/villa-1': () => [200, { status: 'success', data: houseRent }],
    });
    renderApp('/seller/houseRent/villa-1', BUYER_SESSION);
    const image = await screen.findByTestId('carousel-image');
    expect(image).toHaveAttribute('src', '/uploads/front.webp');
    expect(image.parentElement!.querySelector('source')).toBeNull();
  });

  it('tells a seller that contacting sellers is for buyers', async () => {
    mockApi({
      'GET /api/seller/houseRent/villa-1': () => [200, { status: 'success', data: houseRent }],
    });
    renderApp('/seller/houseRent/villa-1', SELLER_SESSION);
    await userEvent.click(await screen.findByRole('button', { name: 'Get Seller Address' }));
    expect(
      screen.getByText('Only buyers can access this service or register as a buyer!'),
    ).toBeInTheDocument();
  });

  it('shows the server message for a listing that is gone', async () => {
    mockApi({});
    renderApp('/seller/carRent/missing', BUYER_SESSION);
    expect(await screen.findByRole('alert')).toHaveTextContent(/No mock|does not exist|Failed/);
  });

  it('shows the pick-list values in Amharic, a typed Other value as typed', async () => {
    mockApi({
      'GET /api/seller/carRent/abc123': () => [
        200,
        { status: 'success', data: { ...CAR_RENT_WIRE, fuel: 'Biogas' } },
      ],
    });
    await inLanguage('am', async () => {
      renderApp('/seller/carRent/abc123', BUYER_SESSION);
      const value = async (key: string) =>
        (await screen.findByRole('rowheader', { name: i18n.t(`listings.fields.${key}`) }))
          .nextSibling;
      expect(await value('transmission')).toHaveTextContent('አውቶማቲክ');
      expect(await value('bodyType')).toHaveTextContent('ሃችባክ');
      expect(await value('fuel')).toHaveTextContent('Biogas');
      expect(screen.queryByText('Automatic')).not.toBeInTheDocument();
      expect(screen.queryByText('Hatchback')).not.toBeInTheDocument();
    });
  });

  it('names a house by its type in Amharic, in the heading and the specs', async () => {
    mockApi({
      'GET /api/seller/houseRent/villa-1': () => [200, { status: 'success', data: houseRent }],
    });
    await inLanguage('am', async () => {
      renderApp('/seller/houseRent/villa-1', BUYER_SESSION);
      expect(await screen.findByRole('heading', { name: 'ቪላ · 320 m²' })).toBeInTheDocument();
      expect(
        (await screen.findByRole('rowheader', { name: i18n.t('listings.fields.houseType') }))
          .nextSibling,
      ).toHaveTextContent('ቪላ');
      expect(screen.queryByText('Villa')).not.toBeInTheDocument();
    });
  });
});
