import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inLanguage } from '../../../test/language';
import { ShareButtons } from './ShareButtons';

const target = { url: 'https://gebeya.et/seller/carRent/17000abc', text: 'Toyota Vitz 2015' };

describe('ShareButtons', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'canShare');
  });

  it('links to Telegram and WhatsApp with the listing, in a new tab', () => {
    render(<ShareButtons target={target} />);
    const telegram = screen.getByRole('link', { name: 'Telegram' });
    expect(telegram).toHaveAttribute(
      'href',
      'https://t.me/share/url?url=https%3A%2F%2Fgebeya.et%2Fseller%2FcarRent%2F17000abc&text=Toyota%20Vitz%202015',
    );
    expect(telegram).toHaveAttribute('target', '_blank');
    expect(telegram).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/?text=Toyota%20Vitz%202015%0Ahttps%3A%2F%2Fgebeya.et%2Fseller%2FcarRent%2F17000abc',
    );
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    render(<ShareButtons target={target} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(target.url);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('offers no share sheet where the browser has none', () => {
    render(<ShareButtons target={target} />);
    expect(screen.queryByRole('button', { name: 'Share…' })).not.toBeInTheDocument();
  });

  it("opens the phone's share sheet with the listing where there is one", async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButtons target={target} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share…' }));
    expect(share).toHaveBeenCalledWith({ title: target.text, text: target.text, url: target.url });
  });

  it('speaks Amharic', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: () => Promise.resolve() } });
    await inLanguage('am', async () => {
      render(<ShareButtons target={target} />);
      expect(screen.getByText('ማጋራት')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'ቴሌግራም' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'ዋትስአፕ' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'ሊንኩን ይቅዱ' }));
      expect(await screen.findByText('ሊንኩ ተቀድቷል')).toBeInTheDocument();
    });
  });
});
