import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../app/i18n';
import { BUYER_SESSION, renderWithProviders } from '../../../test/render';
import { HOUSE_RENT_WIRE } from '../../seller/test-fixtures';
import { ListingCard } from './ListingCard';
import { toListingView } from '../listing-types';

const house = (type: string) => toListingView({ ...HOUSE_RENT_WIRE, sellerHouseRentType: type });

describe('Listing card', () => {
  afterEach(() => changeLanguage('en'));

  it('names a house by its type in Amharic, the stored value staying English', async () => {
    await changeLanguage('am');
    renderWithProviders(<ListingCardFor type="Villa" />, BUYER_SESSION);
    expect(screen.getByRole('heading', { name: 'ቪላ' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ቪላ' })).toBeInTheDocument();
    expect(screen.queryByText('Villa')).not.toBeInTheDocument();
  });

  it('shows a house type outside the pick-list as typed', async () => {
    await changeLanguage('am');
    renderWithProviders(<ListingCardFor type="Guest house" />, BUYER_SESSION);
    expect(screen.getByRole('heading', { name: 'Guest house' })).toBeInTheDocument();
  });

  it('gives a phone the 400 px photo, and wider screens the 800 px one to choose too', () => {
    const listing = toListingView({
      ...HOUSE_RENT_WIRE,
      sellerHouseRentThumbnail: '/uploads/f-thumb.webp',
      sellerHouseRentFrontMediumImage: '/uploads/f-medium.webp',
    });
    renderWithProviders(<ListingCard listing={listing} to="/h1" />, BUYER_SESSION);
    const photo = screen.getByRole('img');
    expect(photo).toHaveAttribute('src', '/uploads/f-thumb.webp');
    const wider = photo.parentElement!.querySelector('source')!;
    expect(wider).toHaveAttribute('media', '(min-width: 600px)');
    expect(wider).toHaveAttribute(
      'srcset',
      '/uploads/f-thumb.webp 400w, /uploads/f-medium.webp 800w',
    );
    expect(wider.getAttribute('sizes')).toMatch(/vw/);
  });

  it('shows only the 400 px photo of a listing without the 800 px size', () => {
    renderWithProviders(<ListingCardFor type="Villa" />, BUYER_SESSION);
    const photo = screen.getByRole('img');
    expect(photo.getAttribute('src')).toMatch(/thumb/);
    expect(photo.parentElement!.querySelector('source')).toBeNull();
  });

  it('keeps the English label in the English UI', () => {
    renderWithProviders(<ListingCardFor type="Villa" />, BUYER_SESSION);
    expect(screen.getByRole('heading', { name: 'Villa' })).toBeInTheDocument();
  });
});

function ListingCardFor({ type }: { type: string }) {
  return <ListingCard listing={house(type)} to="/getHouseRent/h1" />;
}
