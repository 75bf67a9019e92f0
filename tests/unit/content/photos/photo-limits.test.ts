import { describe, expect, it } from 'vitest';
import { fileSize, photoLimitMessage } from '../../../../content/photos/photo-limits';

const megabytes = (count: number) => Math.round(count * 1024 * 1024);

describe('photoLimitMessage', () => {
  it('the issue’s camera original: 31 MB and 12000 × 8000 px, both limits named, with the fix', () => {
    expect(photoLimitMessage('public/images/office.jpg', { bytes: megabytes(31.2), width: 12000, height: 8000 })).toBe(
      'public/images/office.jpg is 31.2 MB and 12000 × 8000 px, over the limits of 20 MB and 8000 px on a side; export it at most 8000 px wide and 8000 px high (2400 px is plenty for a page: the build makes the smaller files visitors get) and, for a photo, as a JPEG at quality 80 to 90',
    );
  });

  it('a tall image is measured on its longest side', () => {
    expect(photoLimitMessage('pages/about/tower.jpg', { bytes: megabytes(2), width: 3000, height: 8001 })).toBe(
      'pages/about/tower.jpg is 3000 × 8001 px, over the limit of 8000 px on a side; export it at most 8000 px wide and 8000 px high (2400 px is plenty for a page: the build makes the smaller files visitors get)',
    );
  });

  it('nothing for an original within both limits, at the limits themselves too', () => {
    expect(photoLimitMessage('public/images/team.jpg', { bytes: megabytes(20), width: 8000, height: 8000 })).toBeNull();
  });

  it('sizes read as a copywriter reads them', () => {
    expect([fileSize(1), fileSize(300 * 1024), fileSize(megabytes(20)), fileSize(megabytes(31.24))]).toEqual([
      '1 KB',
      '300 KB',
      '20 MB',
      '31.2 MB',
    ]);
  });
});
