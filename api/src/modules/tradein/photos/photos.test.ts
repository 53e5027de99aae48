/**
 * Trade-in photos: types checked by content, HEIC decoded, EXIF location stripped, size and count
 * limits in French, private to their owner, gone with their request and with the account; on disk
 * and in an S3-compatible bucket (s3rver started here, not a fake).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PHOTO_MESSAGES, TRADEIN_PHOTOS_MAX } from '@ga/contracts';
import S3rver from 's3rver';
import sharp from 'sharp';
import { sql } from 'kysely';
import { apiHeaders, createTestApp, registerUser, type TestApp } from '../../../test/test-app';
import { buildGridHeic } from './fixtures/heif-builder.mjs';
import { HeifStructureError, inspectHeif, HEIF_MAX_GRID_TILES } from './heif-structure';
import { createPhotoDecoder, PhotoTimeoutError } from './photo-decoder';
import { processPhoto, TooManyPixelsError } from './photo-image';

const HEIC = fs.readFileSync(path.join(__dirname, 'fixtures', 'voiture.heic'));

/** A photo as a phone takes it: large, with its GPS position in the EXIF. */
const jpegWithLocation = () =>
  sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#a33' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Téléphone', Model: 'Démo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 49/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '0/1 15/1 0/1' },
    })
    .toBuffer();
const png = () =>
  sharp({ create: { width: 300, height: 200, channels: 4, background: '#163B7A' } })
    .png()
    .toBuffer();
const webp = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#CC4A0A' } })
    .webp()
    .toBuffer();

function multipart(file: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg', field = 'photo') {
  const boundary = '----ga-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function newTradein(t: TestApp, token: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`select id from tradein_versions order by id limit 1`.execute(
    t.database.db,
  );
  const version = await sql<{
    year_from: number;
  }>`select year_from from tradein_versions where id = ${rows[0]!.id}`.execute(t.database.db);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/user/reprises/store',
    headers: apiHeaders(token),
    payload: {
      version_id: rows[0]!.id,
      year: version.rows[0]!.year_from,
      month: 6,
      mileage: 90_000,
      first_hand: false,
      service_history: true,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

function photoSuite(name: string, setup: () => Promise<{ t: TestApp; stored: () => Promise<number> }>) {
  describe(name, () => {
    let t: TestApp;
    let stored: () => Promise<number>;
    beforeAll(async () => {
      ({ t, stored } = await setup());
    });
    afterAll(() => t.close());

    const upload = (
      token: string | undefined,
      id: number,
      file: Buffer,
      filename?: string,
      type?: string,
      field?: string,
    ) => {
      const body = multipart(file, filename, type, field);
      return t.app.inject({
        method: 'POST',
        url: `/api/user/reprises/${id}/photos`,
        headers: { ...apiHeaders(token), ...body.headers },
        payload: body.payload,
      });
    };
    const get = (token: string | undefined, url: string) => t.app.inject({ url, headers: apiHeaders(token) });

    it('keeps JPEG, PNG, WebP and HEIC as upright JPEGs of 1600 px at most, without their EXIF location', async () => {
      const u = await registerUser(t.app);
      const id = await newTradein(t, u.token);
      const taken = await jpegWithLocation();
      expect((await sharp(taken).metadata()).exif).toBeDefined();
      const big = await upload(u.token, id, taken, 'IMG_0001.JPG');
      expect([big.statusCode, big.json().data]).toMatchObject([201, { width: 1600, height: 1200 }]);
      for (const [file, filename, type] of [
        [await png(), 'a.png', 'image/png'],
        [await webp(), 'b.webp', 'image/webp'],
        [HEIC, 'IMG_0002.HEIC', 'image/heic'],
      ] as const) {
        const res = await upload(u.token, id, file, filename, type);
        expect([filename, res.statusCode]).toEqual([filename, 201]);
      }
      const list = (await get(u.token, `/api/user/reprises/${id}/photos`)).json().data;
      expect(list).toHaveLength(4);
      const image = await get(u.token, list[0].url);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.headers['cache-control']).toContain('no-store');
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 1600, undefined]);
      const heic = await sharp((await get(u.token, list[3].url)).rawPayload).metadata();
      expect([heic.format, heic.width, heic.height]).toEqual(['jpeg', 320, 240]);
      expect(await stored()).toBeGreaterThanOrEqual(4);
    });

    it('refuses a fake image (415), a file too large (413), a missing file (422) and a ninth photo (422), in French, writing nothing', async () => {
      const u = await registerUser(t.app);
      const id = await newTradein(t, u.token);
      const before = await stored();
      const fake = await upload(
        u.token,
        id,
        Buffer.from('<?php echo "bonjour"; ?> pas une image du tout'),
        'photo.jpg',
      );
      expect([fake.statusCode, fake.json()]).toEqual([415, { message: PHOTO_MESSAGES.type }]);
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
      expect((await upload(u.token, id, broken)).json()).toEqual({ message: PHOTO_MESSAGES.unreadable });
      const huge = await upload(
        u.token,
        id,
        Buffer.concat([await png(), Buffer.alloc(16 * 1024 * 1024)]),
        'enorme.png',
        'image/png',
      );
      expect([huge.statusCode, huge.json()]).toEqual([413, { message: PHOTO_MESSAGES.tooLarge }]);
      const wrongField = await upload(u.token, id, await png(), 'a.png', 'image/png', 'fichier');
      expect([wrongField.statusCode, wrongField.json().errors]).toEqual([422, { photo: [PHOTO_MESSAGES.missing] }]);
      const json = await t.app.inject({
        method: 'POST',
        url: `/api/user/reprises/${id}/photos`,
        headers: apiHeaders(u.token),
        payload: { photo: 'x' },
      });
      expect(json.statusCode).toBe(415);
      expect(await stored()).toBe(before);

      // Broken uploads (no boundary, a body cut off): 422, never a 500.
      const cut = multipart(await png(), 'a.png', 'image/png');
      const broken1 = await t.app.inject({
        method: 'POST',
        url: `/api/user/reprises/${id}/photos`,
        headers: { ...apiHeaders(u.token), 'content-type': 'multipart/form-data' },
        payload: cut.payload,
      });
      const broken2 = await t.app.inject({
        method: 'POST',
        url: `/api/user/reprises/${id}/photos`,
        headers: { ...apiHeaders(u.token), ...cut.headers },
        payload: cut.payload.subarray(0, 200),
      });
      expect([broken1.statusCode, broken2.statusCode]).toEqual([422, 422]);
      // 56 million pixels: refused before decoding.
      const giant = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#fff' } })
        .png({ compressionLevel: 9 })
        .toBuffer();
      const tooBig = await upload(u.token, id, giant, 'geante.png', 'image/png');
      expect([tooBig.statusCode, tooBig.json()]).toEqual([413, { message: PHOTO_MESSAGES.tooManyPixels }]);
      expect(await stored()).toBe(before);

      const small = await png();
      for (let i = 0; i < TRADEIN_PHOTOS_MAX; i += 1)
        expect((await upload(u.token, id, small, 'a.png', 'image/png')).statusCode).toBe(201);
      const ninth = await upload(u.token, id, small, 'a.png', 'image/png');
      expect([ninth.statusCode, ninth.json().errors]).toEqual([422, { photo: [PHOTO_MESSAGES.tooMany] }]);
      // Counted before the body is read: a junk ninth upload is not even looked at (422, not 415).
      const junk = await upload(u.token, id, Buffer.from('pas une image, et la demande est pleine'), 'x.jpg');
      expect([junk.statusCode, junk.json().errors]).toEqual([422, { photo: [PHOTO_MESSAGES.tooMany] }]);
      expect(await stored()).toBe(before + TRADEIN_PHOTOS_MAX);
    });

    it('is private: another user gets 404 everywhere, a signed-out visitor 401; no public URL', async () => {
      const owner = await registerUser(t.app);
      const other = await registerUser(t.app);
      const id = await newTradein(t, owner.token);
      const photo = (await upload(owner.token, id, await png(), 'a.png', 'image/png')).json().data;
      expect(photo.url).toBe(`/api/user/reprises/${id}/photos/${photo.id}`);
      expect((await upload(other.token, id, await png(), 'a.png', 'image/png')).statusCode).toBe(404);
      expect((await get(other.token, `/api/user/reprises/${id}/photos`)).statusCode).toBe(404);
      expect((await get(other.token, photo.url)).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'DELETE', url: photo.url, headers: apiHeaders(other.token) })).statusCode,
      ).toBe(404);
      expect((await get(undefined, photo.url)).statusCode).toBe(401);
      expect((await upload(undefined, id, await png())).statusCode).toBe(401);
    });

    it('a closed request keeps its photos as they are: 409 to add or remove one', async () => {
      const u = await registerUser(t.app);
      const id = await newTradein(t, u.token);
      const photo = (await upload(u.token, id, await png(), 'a.png', 'image/png')).json().data;
      await sql`update reprises set status = 'traitee' where id = ${id}`.execute(t.database.db);
      const add = await upload(u.token, id, await png(), 'b.png', 'image/png');
      expect([add.statusCode, add.json()]).toEqual([409, { message: PHOTO_MESSAGES.closed }]);
      const remove = await t.app.inject({ method: 'DELETE', url: photo.url, headers: apiHeaders(u.token) });
      expect(remove.statusCode).toBe(409);
      expect((await get(u.token, photo.url)).statusCode).toBe(200);
    });

    it('a photo removed, a request deleted, an account deleted: the files go with them', async () => {
      const u = await registerUser(t.app);
      const first = await newTradein(t, u.token);
      const second = await newTradein(t, u.token);
      const before = await stored();
      const a = (await upload(u.token, first, await png(), 'a.png', 'image/png')).json().data;
      await upload(u.token, first, await webp(), 'b.webp', 'image/webp');
      await upload(u.token, second, await png(), 'c.png', 'image/png');
      expect(await stored()).toBe(before + 3);
      expect((await t.app.inject({ method: 'DELETE', url: a.url, headers: apiHeaders(u.token) })).statusCode).toBe(204);
      expect((await get(u.token, a.url)).statusCode).toBe(404);
      expect(await stored()).toBe(before + 2);
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/user/reprises/${first}`, headers: apiHeaders(u.token) }))
          .statusCode,
      ).toBe(204);
      expect(await stored()).toBe(before + 1);
      const gone = await t.app.inject({
        method: 'DELETE',
        url: `/api/user/${u.user.id}/delete`,
        headers: apiHeaders(u.token),
        payload: { current_password: u.password },
      });
      expect(gone.statusCode).toBe(204);
      expect(await stored()).toBe(before);
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from reprise_photos where reprise_id in (${first}, ${second})`.execute(
        t.database.db,
      );
      expect(rows[0]!.n).toBe(0);
    });
  });
}

/** Files under a folder, recursively. */
const countFiles = (dir: string): number =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && !e.name.endsWith('.tmp')).length
    : 0;

photoSuite('on disk (default)', async () => {
  const t = await createTestApp();
  return { t, stored: async () => countFiles(t.config.files.dir) };
});

let s3server: S3rver | null = null;
const s3dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ga-s3rver-'));
afterAll(async () => {
  await s3server?.close();
  fs.rmSync(s3dir, { recursive: true, force: true });
});

photoSuite('in an S3-compatible bucket (s3rver)', async () => {
  s3server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory: s3dir,
    silent: true,
    configureBuckets: [{ name: 'ga-photos', configs: [] }],
  });
  const { port } = (await s3server.run()) as unknown as { port: number };
  const t = await createTestApp({
    files: {
      dir: s3dir,
      s3: {
        bucket: 'ga-photos',
        endpoint: `http://127.0.0.1:${port}`,
        region: 'eu-west-3',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      },
    },
  });
  expect(t.config.files.s3).not.toBeNull();
  // Objects in the bucket: s3rver keeps each one as a file with its metadata beside it.
  return {
    t,
    stored: async () =>
      fs
        .readdirSync(path.join(s3dir, 'ga-photos'), { recursive: true })
        .filter((f) => String(f).endsWith('.jpg._S3rver_object')).length,
  };
});

/**
 * HEIC files that cost seconds and hundreds of MB to decode while weighing a few KB:
 * refused on their structure before any decoding; the decoding of the others runs in a worker
 * thread (the event loop keeps answering), stopped when too long, one photo at a time with a
 * bounded line (503 + Retry-After beyond).
 */
describe('HEIC structure, decoding off the event loop, bounded line', () => {
  /** 26 × 24 tiles (8320 × 5760, under 50 Mpx) all pointing at the same bytes: 27 KB. */
  const hostile = buildGridHeic({ rows: 24, columns: 26, shared: 'extent' });
  /** A real grid: 8 × 8 tiles, each an item with its own bytes (2560 × 1920). */
  const heavy = buildGridHeic({ rows: 8, columns: 8 });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const upload = (token: string, id: number, file: Buffer) => {
    const body = multipart(file, 'IMG_0003.HEIC', 'image/heic');
    return t.app.inject({
      method: 'POST',
      url: `/api/user/reprises/${id}/photos`,
      headers: { ...apiHeaders(token), ...body.headers },
      payload: body.payload,
    });
  };

  it('reads the structure without decoding: the real photo and a real grid pass, hostile or broken files do not', () => {
    expect(hostile.length).toBeLessThan(30_000);
    expect(inspectHeif(HEIC)).toEqual({ width: 320, height: 240, tiles: 1 });
    expect(inspectHeif(heavy)).toEqual({ width: 2560, height: 1920, tiles: 64 });
    const refused = (bytes: Buffer) => {
      try {
        inspectHeif(bytes);
        return 'accepté';
      } catch (err) {
        return (err as Error).constructor.name;
      }
    };
    expect([
      refused(hostile),
      // Under the tile cap, the same bytes for every tile, or the same tile listed again and again.
      refused(buildGridHeic({ rows: 12, columns: 16, shared: 'extent' })),
      refused(buildGridHeic({ rows: 12, columns: 16, shared: 'item' })),
      // Fewer tiles than rows × columns; tiles that do not cover the output, or far more than it.
      refused(buildGridHeic({ rows: 8, columns: 8, tileCount: 63 })),
      refused(buildGridHeic({ rows: 8, columns: 8, output: { width: 2560, height: 4000 } })),
      refused(buildGridHeic({ rows: 8, columns: 8, output: { width: 640, height: 480 } })),
      // Boxes cut off, a size past the end of the file.
      refused(HEIC.subarray(0, 1000)),
      refused(Buffer.concat([HEIC.subarray(0, 28), Buffer.from([0x7f, 0xff, 0xff, 0xff]), HEIC.subarray(32)])),
      // A primary item that does not exist.
      refused(Buffer.concat([HEIC.subarray(0, 85), Buffer.from([0x00, 0x09]), HEIC.subarray(87)])),
    ]).toEqual(Array(9).fill(HeifStructureError.name));
    expect(HEIF_MAX_GRID_TILES).toBe(256);
    // A declared output over 50 million pixels: too many pixels (413), before anything else.
    expect(refused(buildGridHeic({ rows: 16, columns: 16, output: { width: 9000, height: 6000 } }))).toBe(
      TooManyPixelsError.name,
    );
  });

  it('refuses the hostile HEIC at once (415, French) and stores nothing', async () => {
    const u = await registerUser(t.app);
    const id = await newTradein(t, u.token);
    const started = Date.now();
    const res = await upload(u.token, id, hostile);
    expect([res.statusCode, res.json()]).toEqual([415, { message: PHOTO_MESSAGES.unreadable }]);
    expect(Date.now() - started).toBeLessThan(1500);
    const tooBig = await upload(
      u.token,
      id,
      buildGridHeic({ rows: 16, columns: 16, output: { width: 9000, height: 6000 } }),
    );
    expect([tooBig.statusCode, tooBig.json()]).toEqual([413, { message: PHOTO_MESSAGES.tooManyPixels }]);
    expect(
      (await t.app.inject({ url: `/api/user/reprises/${id}/photos`, headers: apiHeaders(u.token) })).json().data,
    ).toEqual([]);
  });

  it('decodes a heavy HEIC in a worker thread: the event loop is never blocked for long', async () => {
    const u = await registerUser(t.app);
    const id = await newTradein(t, u.token);
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    let uploading = true;
    const pending = upload(u.token, id, heavy).finally(() => {
      uploading = false;
    });
    // GET /health meanwhile: answered at once, again and again.
    const health: number[] = [];
    while (uploading) {
      const started = performance.now();
      expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
      health.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    delay.disable();
    const res = await pending;
    expect([res.statusCode, res.json().data]).toMatchObject([201, { width: 1600, height: 1200 }]);
    // On the main thread the decoding alone blocked it for seconds (the hostile file: 1.6 to 3.8 s).
    expect(delay.max / 1e6).toBeLessThan(400);
    expect(health.length).toBeGreaterThan(5);
    expect(Math.max(...health)).toBeLessThan(400);
    expect(sharp.concurrency()).toBe(1);
  });

  it('processes one photo at a time, 4 waiting at most: beyond, 503 in French with Retry-After', async () => {
    const u = await registerUser(t.app);
    const id = await newTradein(t, u.token);
    // Each of these takes a second or so to decode: the 7 are there before the first is done.
    const heavier = buildGridHeic({ rows: 12, columns: 16 });
    const replies = await Promise.all(Array.from({ length: 7 }, () => upload(u.token, id, heavier)));
    const codes = replies.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 201, 201, 201, 503, 503]);
    const busy = replies.find((r) => r.statusCode === 503)!;
    expect(busy.json()).toEqual({ message: PHOTO_MESSAGES.busy });
    expect(busy.headers['retry-after']).toBe('5');
    // The line is free again afterwards.
    expect((await upload(u.token, id, HEIC)).statusCode).toBe(201);
  });

  it('stops a decoding that takes too long (its worker terminated), then decodes the next one', async () => {
    // 300 ms of decoding allowed, and time for the worker to start when none runs.
    const decoder = createPhotoDecoder({ timeoutMs: 300, coldStartMs: 10_000 });
    try {
      expect((await processPhoto(HEIC, 'heic', decoder)).width).toBe(320);
      await expect(processPhoto(buildGridHeic({ rows: 12, columns: 16 }), 'heic', decoder)).rejects.toBeInstanceOf(
        PhotoTimeoutError,
      );
      expect(decoder.load).toEqual({ running: 0, waiting: 0 });
      const next = await processPhoto(HEIC, 'heic', decoder);
      expect([next.width, next.height]).toEqual([320, 240]);
      expect(decoder.lastMemory?.rss).toBeGreaterThan(0);
    } finally {
      await decoder.close();
    }
  });
});

describe('a HEIC decoding stopped by PHOTO_DECODE_TIMEOUT_SECONDS', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.PHOTO_DECODE_TIMEOUT_SECONDS = '0.3';
    t = await createTestApp();
  });
  afterAll(async () => {
    delete process.env.PHOTO_DECODE_TIMEOUT_SECONDS;
    await t.close();
  });

  it('answers 422 in French (not a 500) and keeps nothing', async () => {
    const u = await registerUser(t.app);
    const id = await newTradein(t, u.token);
    const send = (file: Buffer) => {
      const body = multipart(file, 'IMG_0004.HEIC', 'image/heic');
      return t.app.inject({
        method: 'POST',
        url: `/api/user/reprises/${id}/photos`,
        headers: { ...apiHeaders(u.token), ...body.headers },
        payload: body.payload,
      });
    };
    // The small photo starts the worker (time allowed for that), then a 14.7-megapixel grid takes too long.
    expect((await send(HEIC)).statusCode).toBe(201);
    const slow = await send(buildGridHeic({ rows: 12, columns: 16 }));
    expect([slow.statusCode, slow.json().errors]).toEqual([422, { photo: [PHOTO_MESSAGES.tooSlow] }]);
    expect(
      (await t.app.inject({ url: `/api/user/reprises/${id}/photos`, headers: apiHeaders(u.token) })).json().data,
    ).toHaveLength(1);
  });
});
