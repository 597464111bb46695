import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import '../../app/i18n';
import { failureText } from './failure-text';

const FALLBACK = 'Failed to fetch car rental data. Please try again later.';

describe('failureText', () => {
  it("gives the page's own text when the server failed or was not reached", () => {
    expect(failureText(new ApiError(500, 'Internal server error'), FALLBACK)).toBe(FALLBACK);
    expect(failureText(new ApiError(503, 'Service Unavailable'), FALLBACK)).toBe(FALLBACK);
    expect(failureText(new ApiError(0, FALLBACK), FALLBACK)).toBe(FALLBACK);
    expect(failureText(new Error('boom'), FALLBACK)).toBe(FALLBACK);
  });

  it("gives the server's reason for a refused request, translated from its code", () => {
    expect(failureText(new ApiError(400, 'Title is required.'), FALLBACK)).toBe(
      'Title is required.',
    );
    expect(failureText(new ApiError(403, 'Forbidden', [], 'FORBIDDEN'), FALLBACK)).toBe(
      'You do not have permission to do this.',
    );
  });
});
