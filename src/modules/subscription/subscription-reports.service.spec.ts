import { balanceStatusOf } from './subscription-reports.service';

describe('balanceStatusOf', () => {
  it.each([
    [undefined, 'none'],
    [0, 'none'],
    [499.99, 'low'],
    [500, 'ok'],
  ])('a balance of %p is %p', (balance, status) => {
    expect(balanceStatusOf(balance)).toBe(status);
  });
});
