import { describe, expect, it } from 'vitest';
import { deliveryMessages } from '@athar/contract/charity/delivery-messages';
import { photoErrors, type PhotoRow } from './update-photos';

const file = new File(['x'], 'well.jpg', { type: 'image/jpeg' });
const row = (key: number, takenOn: string, chosen: File | null = file): PhotoRow => ({
  key,
  file: chosen,
  takenOn,
});
const MISSING = 'اختر ملف الصورة';

describe('the photo rows of an update', () => {
  it('accepts a photo taken today or before, and refuses one after today', () => {
    expect(photoErrors([row(1, '2026-11-26'), row(2, '2025-01-01')], MISSING, '2026-11-26')).toEqual([
      undefined,
      undefined,
    ]);
    expect(photoErrors([row(1, '2026-11-27')], MISSING, '2026-11-26')).toEqual([
      deliveryMessages.photoDateFuture,
    ]);
  });

  it('asks for the file and for a real day', () => {
    expect(
      photoErrors([row(1, '2026-11-01', null), row(2, ''), row(3, '2026-02-30')], MISSING, '2026-11-26'),
    ).toEqual([MISSING, deliveryMessages.photoDateRequired, deliveryMessages.photoDateInvalid]);
  });

  it('refuses a seventh photo', () => {
    const rows = Array.from({ length: 7 }, (_, index) => row(index, '2026-11-01'));
    expect(photoErrors(rows, MISSING, '2026-11-26').at(-1)).toBe(deliveryMessages.tooManyPhotos);
  });
});
