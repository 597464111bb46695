import { describe, expect, it } from 'vitest';
import { absolutePageUrl, telegramShareUrl, whatsappShareUrl } from './share-links';

const target = {
  url: 'https://gebeya.et/seller/carRent/17000abc',
  text: 'Toyota Vitz 2015 · ETB 2,500 & more',
};

describe('share links', () => {
  it("opens Telegram's share page with the link and the text, each encoded", () => {
    const url = new URL(telegramShareUrl(target));
    expect(`${url.origin}${url.pathname}`).toBe('https://t.me/share/url');
    expect(url.searchParams.get('url')).toBe(target.url);
    expect(url.searchParams.get('text')).toBe(target.text);
    expect(telegramShareUrl(target)).toBe(
      'https://t.me/share/url?url=https%3A%2F%2Fgebeya.et%2Fseller%2FcarRent%2F17000abc' +
        '&text=Toyota%20Vitz%202015%20%C2%B7%20ETB%202%2C500%20%26%20more',
    );
  });

  it('opens WhatsApp with one message: the text, then the link on its own line', () => {
    const url = new URL(whatsappShareUrl(target));
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(`${target.text}\n${target.url}`);
    expect([...url.searchParams.keys()]).toEqual(['text']);
  });

  it('keeps Amharic text intact through the encoding', () => {
    const amharic = { url: target.url, text: 'ቪላ · ብር 65,000' };
    expect(new URL(telegramShareUrl(amharic)).searchParams.get('text')).toBe('ቪላ · ብር 65,000');
    expect(new URL(whatsappShareUrl(amharic)).searchParams.get('text')).toBe(
      `ቪላ · ብር 65,000\n${target.url}`,
    );
  });

  it("makes a page's path absolute on the site's origin", () => {
    expect(absolutePageUrl('/seller/houseRent/villa%201', 'https://gebeya.et')).toBe(
      'https://gebeya.et/seller/houseRent/villa%201',
    );
  });
});
