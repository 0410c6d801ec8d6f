import { count, eq, inArray, like, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from '../db/client';
import { games, media, providers } from '../db/schema';
import { GAMES, gameCode, PROVIDERS } from './catalogue';
import { HAND_GAMES } from './hand-games';
import { seedCatalogue } from './seed-catalogue';

// Seeding at every start: a database from the first, 60-game catalogue is brought up to date, and a current
// one is left alone.

const FIRST_PROVIDERS = PROVIDERS.slice(0, 14).map(([code]) => code);

describe('seeding the catalogue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite(null);
    await database.migrate();
  });
  afterAll(() => database?.close());

  // Seeds the whole catalogue twice on the embedded database: well past the default 20 s on a busy two-core machine.
  it('brings a database of the first catalogue up to date', { timeout: 60_000 }, async () => {
    const { db } = database;
    expect(await seedCatalogue(db)).toBe(GAMES.length);
    // Back to what the first release stored: its 60 games and 14 providers, no search text, no logos.
    const first = HAND_GAMES.filter(([provider]) => provider !== 'DEMO').map(([, name]) => gameCode(name));
    await db.delete(games).where(not(inArray(games.game_code, first)));
    await db.delete(providers).where(not(inArray(providers.code, FIRST_PROVIDERS)));
    await db.update(games).set({ search_text: '' });
    await db.delete(media).where(like(media.key, 'logos/%'));
    // Thumbnails as earlier versions drew them (an SVG, a WebP of the placeholder art), and one an operator
    // hosts: only the first two are drawn again.
    const drawnEarlier = '/api/media/games/jili/golden-temple-riches.000000000000.svg';
    const placeholderArt = '/api/media/games/jili/super-crown-7s.000000000000.webp';
    const hosted = 'https://cdn.example/games/fortune-ace.svg';
    await db
      .update(games)
      .set({ image_url: drawnEarlier, placeholder: null })
      .where(eq(games.game_code, 'golden-temple-riches'));
    await db.update(games).set({ image_url: placeholderArt }).where(eq(games.game_code, 'super-crown-7s'));
    await db.update(games).set({ image_url: hosted }).where(eq(games.game_code, 'fortune-ace'));

    expect(await seedCatalogue(db)).toBe(GAMES.length - first.length);
    const [stored] = await db.select({ n: count() }).from(games);
    expect(stored!.n).toBe(GAMES.length);
    expect((await db.select().from(providers)).length).toBe(PROVIDERS.length);
    const [old] = await db.select().from(games).where(eq(games.game_code, 'golden-temple-riches'));
    expect(old).toMatchObject({ position: 0, search_text: 'golden temple riches jili jili games' });
    expect(old!.image_url).toMatch(/^\/api\/media\/games\/jili\/golden-temple-riches\.a2\.[0-9a-f]{12}\.webp$/);
    expect(old!.placeholder).toBeTruthy();
    const [picture] = await db
      .select()
      .from(media)
      .where(eq(media.key, old!.image_url.slice('/api/media/'.length)));
    expect(picture?.content_type).toBe('image/webp');
    const [restyled] = await db.select().from(games).where(eq(games.game_code, 'super-crown-7s'));
    expect(restyled!.image_url).toMatch(/^\/api\/media\/games\/jili\/super-crown-7s\.a2\.[0-9a-f]{12}\.webp$/);
    const [theirs] = await db.select().from(games).where(eq(games.game_code, 'fortune-ace'));
    expect(theirs!.image_url).toBe(hosted);
    const [logos] = await db.select({ n: count() }).from(media).where(like(media.key, 'logos/%'));
    expect(logos!.n).toBe(PROVIDERS.length);
  });

  it('adds nothing, quickly, when the catalogue is all there', async () => {
    const started = performance.now();
    expect(await seedCatalogue(database.db)).toBe(0);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
