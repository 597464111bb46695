import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../app/i18n';
import { renderWithProviders, SELLER_SESSION } from '../../../test/render';
import { requestWire } from '../test-fixtures';
import { RequestCard } from './RequestCard';
import '../i18n';

function renderCard(overrides: Parameters<typeof requestWire>[0] = {}) {
  const onDelete = vi.fn();
  renderWithProviders(
    <RequestCard request={requestWire(overrides)} onDelete={onDelete} deleting={false} />,
    SELLER_SESSION,
  );
  return onDelete;
}

describe('A request card', () => {
  afterEach(() => changeLanguage('en'));

  it('names the listing by make and model with its price, linked to its page', () => {
    renderCard();
    expect(screen.getByRole('link', { name: 'Toyota Vitz, ETB 2,500 per day' })).toHaveAttribute(
      'href',
      '/seller/carRent/abc123',
    );
    expect(screen.queryByText(/a car for rent/)).not.toBeInTheDocument();
  });

  it("marks the buyer's phone number when the buyer verified it", () => {
    renderCard({ phoneVerified: true });
    expect(screen.getByRole('link', { name: '+251944556677' })).toBeVisible();
    expect(screen.getByText('Phone verified')).toBeVisible();
  });

  it('shows no mark for a number the buyer has not verified', () => {
    renderCard();
    expect(screen.queryByText('Phone verified')).not.toBeInTheDocument();
  });

  it('names a house by its type, and a sale without a period', () => {
    renderCard({
      listingType: 'houseSell',
      postHash: 'villa-9',
      listing: { title: 'Villa', price: 12500000, currency: 'ETB', rentPeriod: null },
    });
    expect(screen.getByRole('link', { name: 'Villa, ETB 12,500,000' })).toHaveAttribute(
      'href',
      '/seller/houseSell/villa-9',
    );
  });

  it('says when the listing is no longer there, without a link', () => {
    renderCard({ listingType: 'carSell', listing: null });
    expect(screen.getByText('a car for sale (no longer listed)')).toBeVisible();
    expect(screen.queryByRole('link', { name: /car for sale/ })).not.toBeInTheDocument();
  });

  it('shows the buyer’s message as they wrote it', async () => {
    const onDelete = renderCard({
      message: 'Is it still available?\n<b>Saturday</b> works for me.',
    });
    expect(screen.getByText('Message:')).toBeVisible();
    const message = screen.getByText(/Is it still available\?/);
    expect(message.textContent).toBe(
      'Message: Is it still available?\n<b>Saturday</b> works for me.',
    );
    expect(message.querySelector('b')).toBeNull();
    await userEvent.click(
      screen.getByRole('button', { name: 'Delete the request from Meron Alemu' }),
    );
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('shows no message line when the buyer wrote none', () => {
    renderCard({ message: null });
    expect(screen.queryByText('Message:')).not.toBeInTheDocument();
  });

  it('speaks Amharic: the price, the period and the labels', async () => {
    await changeLanguage('am');
    renderCard({ message: 'ሰላም፣ መኪናው አለ?' });
    expect(screen.getByRole('link', { name: /^Toyota Vitz, .*2,500 በቀን$/ })).toBeVisible();
    expect(screen.getByText('መልዕክት:')).toBeVisible();
    expect(screen.getByText(/ሰላም፣ መኪናው አለ\?/)).toBeVisible();
  });
});
