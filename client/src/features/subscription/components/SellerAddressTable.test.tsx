import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../../../test/language';
import { BUYER_SESSION, renderWithProviders } from '../../../test/render';
import { SellerAddressTable } from './SellerAddressTable';

const address = (phoneVerified: boolean) => ({
  sellerId: 4,
  sellerHash: '01HSELLERHASH0000000000004',
  sellerFirstName: 'Abebe',
  sellerLastName: 'Kebede',
  sellerCountry: 'Ethiopia',
  sellerCity: 'Addis Ababa',
  PhoneNumber: '+251911234567',
  phoneVerified,
});

describe("The seller's contact card", () => {
  it('marks a verified phone number and links to the seller’s profile', () => {
    renderWithProviders(<SellerAddressTable address={address(true)} />, BUYER_SESSION);
    expect(screen.getByRole('link', { name: '+251911234567' })).toHaveAttribute(
      'href',
      'tel:+251911234567',
    );
    expect(screen.getByText('Phone verified')).toBeVisible();
    expect(screen.getByRole('link', { name: /Seller's profile and listings/ })).toHaveAttribute(
      'href',
      '/sellers/01HSELLERHASH0000000000004',
    );
  });

  it('shows no mark for a number not verified, and the mark in Amharic', async () => {
    const { unmount } = renderWithProviders(
      <SellerAddressTable address={address(false)} />,
      BUYER_SESSION,
    );
    expect(screen.queryByText('Phone verified')).toBeNull();
    unmount();
    await inLanguage('am', () => {
      renderWithProviders(<SellerAddressTable address={address(true)} />, BUYER_SESSION);
      expect(screen.getByText('ስልክ የተረጋገጠ')).toBeVisible();
    });
  });
});
