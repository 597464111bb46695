import { PageAnchor, PageAnchors } from './page-anchors';

const at = (...positions: number[]): PageAnchor[] =>
  positions.map((position, i) => ({ createdAt: new Date(0), listingId: i + 1, position }));

describe('PageAnchors.drifted', () => {
  it('leaves anchors that are about the spacing apart', () => {
    expect(PageAnchors.drifted(at(10, 20, 30), 35, 10)).toBe(false);
    expect(PageAnchors.drifted(at(19, 28, 44), 50, 10)).toBe(false);
  });

  it('anchors a type once it has two spacings of listings and no anchor', () => {
    expect(PageAnchors.drifted([], 19, 10)).toBe(false);
    expect(PageAnchors.drifted([], 20, 10)).toBe(true);
  });

  it('anchors again when listings piled up above the first anchor or past the last', () => {
    expect(PageAnchors.drifted(at(20, 30), 35, 10)).toBe(true);
    expect(PageAnchors.drifted(at(10, 20), 40, 10)).toBe(true);
  });

  it('anchors again when two anchors drifted far apart or close together', () => {
    expect(PageAnchors.drifted(at(10, 30, 40), 45, 10)).toBe(true);
    expect(PageAnchors.drifted(at(10, 14, 24), 30, 10)).toBe(true);
  });
});
