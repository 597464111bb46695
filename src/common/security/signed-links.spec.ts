import { LinkSigner } from './signed-links';

describe('LinkSigner', () => {
  const secret = 'a server secret of at least thirty-two characters';
  const signer = new LinkSigner(secret, 'saved-search-unsubscribe');

  it('verifies its own signature of the claim, URL-safe', () => {
    const signature = signer.sign('7');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signer.verifies('7', signature)).toBe(true);
  });

  it("refuses another claim's signature, a tampered or shortened one", () => {
    const signature = signer.sign('7');
    expect(signer.verifies('8', signature)).toBe(false);
    expect(
      signer.verifies('7', `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`),
    ).toBe(false);
    expect(signer.verifies('7', signature.slice(1))).toBe(false);
    expect(signer.verifies('7', '')).toBe(false);
  });

  it("refuses another secret's and another purpose's signature of the same claim", () => {
    expect(
      signer.verifies('7', new LinkSigner(`${secret}!`, 'saved-search-unsubscribe').sign('7')),
    ).toBe(false);
    expect(signer.verifies('7', new LinkSigner(secret, 'listing-renewal-links').sign('7'))).toBe(
      false,
    );
  });
});
