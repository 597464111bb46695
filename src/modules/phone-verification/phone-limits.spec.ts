import { PHONE_CODES_PER_HOUR, secondsUntil, sendWait } from './phone-limits';

const now = new Date('2026-11-24T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('sendWait', () => {
  it('lets the first code go at once', () => {
    expect(sendWait([], [], now)).toBeNull();
  });

  it('asks for a minute between two codes to one account', () => {
    expect(sendWait([ago(20)], [ago(20)], now)).toEqual({ reason: 'resend', at: ago(-40) });
    expect(sendWait([ago(60)], [ago(60)], now)).toBeNull();
  });

  it('allows five codes an hour per account, until the oldest leaves the hour', () => {
    const sends = [ago(3000), ago(2400), ago(1800), ago(1200), ago(600)];
    expect(sends).toHaveLength(PHONE_CODES_PER_HOUR);
    expect(sendWait(sends, [], now)).toEqual({ reason: 'hourly', at: ago(3000 - 3600) });
    expect(sendWait(sends.slice(1), [], now)).toBeNull();
    expect(sendWait([ago(3700), ...sends.slice(1)], [], now)).toBeNull();
  });

  it('allows five codes an hour to one number, whichever accounts asked', () => {
    const toNumber = [ago(3500), ago(3000), ago(2000), ago(1000), ago(100)];
    expect(sendWait([], toNumber, now)).toEqual({ reason: 'hourly', at: ago(3500 - 3600) });
  });
});

describe('secondsUntil', () => {
  it('rounds up and never goes below zero', () => {
    expect(secondsUntil(new Date(now.getTime() + 1500), now)).toBe(2);
    expect(secondsUntil(ago(5), now)).toBe(0);
  });
});
