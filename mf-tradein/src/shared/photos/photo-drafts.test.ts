import { PHOTO_MESSAGES } from '@ga/contracts';
import { canPreview, photoProblem } from './photo-drafts';

const file = (name: string, type: string, size = 1000) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('photos chosen in the browser', () => {
  it('are checked first by type (or extension, for HEIC without a type) and size, in French', () => {
    expect(photoProblem(file('a.jpg', 'image/jpeg'))).toBeNull();
    expect(photoProblem(file('IMG_0001.HEIC', ''))).toBeNull();
    expect(photoProblem(file('notes.txt', 'text/plain'))).toBe(PHOTO_MESSAGES.type);
    expect(photoProblem(file('film.mov', 'video/quicktime'))).toBe(PHOTO_MESSAGES.type);
    expect(photoProblem(file('grande.png', 'image/png', 16 * 1024 * 1024))).toBe(PHOTO_MESSAGES.tooLarge);
  });

  it('HEIC files are not previewed (most browsers cannot show them)', () => {
    expect([
      canPreview({ name: 'a.jpg', type: 'image/jpeg' }),
      canPreview({ name: 'b.heic', type: '' }),
      canPreview({ name: 'c', type: 'image/heif' }),
    ]).toEqual([true, false, false]);
  });
});
