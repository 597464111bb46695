import { describe, expect, it } from 'vitest';
import { ageLabel } from './age-label';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('ageLabel', () => {
  it.each([
    [0, 'listings.age.minutes', 0],
    [59, 'listings.age.minutes', 59],
    [60, 'listings.age.hours', 1],
    [1439, 'listings.age.hours', 23],
    [1440, 'listings.age.days', 1],
    [10079, 'listings.age.days', 6],
    [10080, 'listings.age.weeks', 1],
    [43799, 'listings.age.weeks', 4],
    [43800, 'listings.age.months', 1],
    [131400, 'listings.age.months', 3],
  ])('%i minutes old reads %s %i', (minutes, key, count) => {
    expect(ageLabel(ago(minutes), now)).toEqual({ key, count });
  });
});
