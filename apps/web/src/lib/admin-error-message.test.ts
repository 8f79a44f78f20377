import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@shop/shared/messages';
import { ApiError } from './api-client';
import { adminErrorMessage } from './admin-error-message';

const fallback = MESSAGES.productAddFailed;

describe('adminErrorMessage', () => {
  it("shows the server's explanation of a refusal", () => {
    const refused = new ApiError(415, 'unsupported_media_type', MESSAGES.invalidImageTypes);
    expect(adminErrorMessage(refused, fallback)).toBe(MESSAGES.invalidImageTypes);
  });

  it('prefers field messages over the summary of a validation error', () => {
    const invalid = new ApiError(400, 'validation_failed', 'Invalid fields: images, price', {
      images: MESSAGES.productImageRequired,
      price: 'Price cannot be negative',
    });
    expect(adminErrorMessage(invalid, fallback)).toBe(
      `${MESSAGES.productImageRequired} Price cannot be negative`,
    );
  });

  it("falls back to the shop's text for server failures and network errors", () => {
    const broken = new ApiError(500, 'internal', 'Something went wrong. Please try again.');
    expect(adminErrorMessage(broken, fallback)).toBe(fallback);
    expect(adminErrorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});
