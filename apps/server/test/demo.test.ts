import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, profiles, users } from '../src/db/schema.js';
import { avatarParams, avatarSvg } from '../src/demo/illustrations/avatars.js';
import { SCENES } from '../src/demo/illustrations/scenes.js';
import { AVATAR_SIZE, PHOTO_SIZE, rasterise } from '../src/demo/pictures.js';
import { DEMO_PEOPLE, seedDemo } from '../src/demo/seed.js';
import { createTestApp, type TestApp } from './support/app.js';
import { listen } from './support/sockets.js';

let t: TestApp;
let outcome: string;

// The whole demo (six sign-ups, fifteen pictures) on top of a fresh app: more than one hook's
// usual minute when the machine is busy.
beforeAll(async () => {
  t = await createTestApp();
  outcome = await seedDemo(t.app, await listen(t.app), t.database.db);
}, 150_000);
afterAll(() => t.close());

/** A stored upload fetched the way the web app fetches it, with what sharp reads from it. */
async function fetchUpload(url: string) {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const data = res.rawPayload;
  const meta = await sharp(data).metadata();
  return {
    url,
    format: meta.format,
    width: meta.width,
    height: meta.height,
    hash: createHash('sha256').update(data).digest('hex'),
  };
}

describe('npm run demo', () => {
  it('fills the marketplace once and leaves it alone the second time', async () => {
    expect(outcome).toBe('seeded');
    expect(await seedDemo(t.app, 'http://127.0.0.1:9')).toBe('exists');
  });

  it("shows rated Yasa in 'Yasa Terbaik': both sides rated, so the ratings are revealed", async () => {
    const { profiles } = await import('../src/db/schema.js');
    const { isNotNull } = await import('drizzle-orm');
    const rated = await t.database.db
      .select({ rating: profiles.rating })
      .from(profiles)
      .where(isNotNull(profiles.rating));
    expect(rated.length).toBeGreaterThan(0);
  });

  it('gives every demo person a drawn, square profile picture of their own', async () => {
    const rows = await t.database.db
      .select({ picture: profiles.profilePicture })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(
        inArray(
          users.email,
          Object.keys(DEMO_PEOPLE).map((key) => `${key}@demo.bantuin.id`),
        ),
      );
    expect(rows).toHaveLength(Object.keys(DEMO_PEOPLE).length);
    const pictures = await Promise.all(rows.map((row) => fetchUpload(row.picture!)));
    for (const picture of pictures) {
      expect(picture).toMatchObject({ format: 'webp', width: AVATAR_SIZE, height: AVATAR_SIZE });
    }
    expect(new Set(pictures.map((p) => p.hash)).size).toBe(pictures.length);
  });

  it('shows job photos and proofs of work as distinct 4:3 illustrations', async () => {
    const rows = await t.database.db
      .select({ images: jobs.images, proofs: jobs.confirmationImages })
      .from(jobs);
    const urls = rows.flatMap((row) => [...(row.images ?? []), ...(row.proofs ?? [])]);
    // Kitchen + bathroom, dishes + living room, laundry; four proofs of finished work.
    expect(urls).toHaveLength(9);
    const photos = await Promise.all(urls.map(fetchUpload));
    for (const photo of photos) {
      expect(photo).toMatchObject({
        format: 'webp',
        width: PHOTO_SIZE.width,
        height: PHOTO_SIZE.height,
      });
    }
    expect(new Set(photos.map((p) => p.hash)).size).toBe(photos.length);
  });
});

describe('the illustrations', () => {
  it('draws every scene as a readable PNG of the photo size, each one different', async () => {
    const rendered = await Promise.all(
      Object.values(SCENES).map((draw) => rasterise(draw(), 160, 120)),
    );
    const hashes = new Set<string>();
    for (const png of rendered) {
      expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 160, height: 120 });
      // Not a flat blob: a thumbnail still has many colours in it.
      const { dominant, channels } = await sharp(png).stats();
      expect(channels[0]!.stdev + channels[1]!.stdev + channels[2]!.stdev).toBeGreaterThan(30);
      expect(dominant).toBeDefined();
      hashes.add(createHash('sha256').update(png).digest('hex'));
    }
    expect(hashes.size).toBe(rendered.length);
  });

  it('makes many different faces from seeds: skin tones, hijab or hair of several styles', () => {
    const people = Array.from({ length: 40 }, (_, seed) => avatarParams(seed));
    expect(new Set(people.map((p) => avatarSvg(p))).size).toBe(40);
    expect(new Set(people.map((p) => p.skin)).size).toBeGreaterThanOrEqual(5);
    expect(people.filter((p) => p.hijab).length).toBeGreaterThan(5);
    expect(new Set(people.map((p) => p.hair?.style).filter(Boolean)).size).toBeGreaterThan(4);
  });
});
