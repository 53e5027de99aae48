import sharp from 'sharp';
import { createRasteriser } from './raster';
import { vehicleSvg } from './vehicle-svg';

const drawing = (colour: string) => vehicleSvg({ bodyType: 'suv', colour, label: 'SUV' }, 1);

describe('the WebP of a drawing', () => {
  it('is rendered once, then answered from memory; another drawing is rendered anew', async () => {
    const raster = createRasteriser();
    const red = await raster.webp(drawing('#b4232c'));
    expect(await raster.webp(drawing('#b4232c'))).toBe(red);
    expect(raster.stats).toEqual({ rendered: 1, fromMemory: 1 });
    const blue = await raster.webp(drawing('#2f6fb5'));
    expect(blue.equals(red)).toBe(false);
    expect(raster.stats.rendered).toBe(2);
    const meta = await sharp(blue).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 450]);
    // The colour really is in the picture: the middle of the car's body.
    const { data } = await sharp(blue)
      .extract({ left: 400, top: 260, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[2]! > data[0]!).toBe(true);
  });

  it('shares one rendering between requests that arrive together', async () => {
    const raster = createRasteriser();
    const [a, b, c] = await Promise.all([
      raster.webp(drawing('#16181d')),
      raster.webp(drawing('#16181d')),
      raster.webp(drawing('#16181d')),
    ]);
    expect(a).toBe(b);
    expect(b).toBe(c);
    expect(raster.stats.rendered).toBe(1);
  });

  it('renders no more than `concurrency` drawings at once, and keeps no more than its bytes', async () => {
    const raster = createRasteriser({ concurrency: 1, maxBytes: 12_000 });
    const colours = ['#111111', '#222222', '#333333', '#444444'];
    const pictures = await Promise.all(colours.map((c) => raster.webp(drawing(c))));
    expect(raster.stats.rendered).toBe(4);
    // The bound in bytes: the first pictures were let go, asking again renders them again.
    expect(pictures.every((p) => p.length < 12_000)).toBe(true);
    await raster.webp(drawing(colours[0]!));
    expect(raster.stats.rendered).toBe(5);
  });
});
