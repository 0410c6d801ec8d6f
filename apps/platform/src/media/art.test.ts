import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GAMES, PROVIDERS } from '../seed/catalogue';
import { gameCode } from '../seed/game-code';
import { emoji, emojiNames } from './emoji';
import { CATEGORIES, designOf, GAME_ART_MARK, type GameArt, gameArt, gameArtSvg, KEYWORDS } from './game-art';
import { IconSet } from './iconify';
import { balance, FACE_NAMES, setText } from './lettering';
import { paymentArt, paymentFallbackArt } from './payment-art';
import { EMBLEMS as PROVIDER_EMBLEMS, providerLogo } from './provider-logo';
import {
  EMBLEMS,
  emblemOf,
  FALLBACK_EMBLEMS,
  PARTNER_EMBLEMS,
  partnerBadge,
  SCENES,
  sceneOf,
  slideArt,
  slideSvg,
  tenantLogos,
} from './tenant-art';

// The generated artwork: what each picture is drawn from, and that nothing it should not say is written in it.

const require = createRequire(import.meta.url);

const gameOf = ([provider_code, game_name, game_type]: (typeof GAMES)[number]): GameArt => ({
  provider_code,
  game_code: gameCode(game_name),
  game_name,
  game_type,
});
const named = (name: string) => gameOf(GAMES.find((g) => g[1] === name)!);

/** The path data of an emoji's first shape: present in a picture only if the emoji was drawn into it. */
const firstPath = (name: string) => /\bd="([^"]{24,})"/.exec(emoji(name)!.body)![1]!;

const brand = (domain: string, logoText: string, color = 'gold') => ({
  domain,
  logoText,
  siteName: logoText,
  color,
});

describe('game thumbnails', () => {
  it('draws a fishing game with the fish emoji, a dragon game with the dragon', () => {
    expect(designOf(named('Ocean King Hunter')).motif).toEqual({ emoji: 'tropical-fish' });
    expect(gameArtSvg(named('Ocean King Hunter'))).toContain(firstPath('tropical-fish'));
    expect(gameArtSvg(named('Mega Fishing Mania'))).toContain(firstPath('tropical-fish'));
    expect(designOf(named('Dragon Fishing II')).motif).toEqual({ emoji: 'dragon' });
    expect(gameArtSvg(named('Dragon Fishing II'))).toContain(firstPath('dragon'));
  });

  it('picks the motif from the name, the strongest word and then the first said, else from the category', () => {
    expect(designOf(named('Golden Panther')).motif).toEqual({ emoji: 'leopard' });
    expect(designOf(named('Rocket Climb')).motif).toEqual({ emoji: 'rocket' });
    expect(designOf(named('Mega Roulette Live')).motif).toEqual({ draw: 'roulette' });
    expect(designOf(named('Teen Patti Royale')).motif).toEqual({ draw: 'cards' });
    expect(designOf(named('Keno Express')).motif).toEqual({ draw: 'balls' });
    expect(designOf(named('Lucky Fortune Cat')).motif).toEqual({ emoji: 'cat-face' });
    expect(designOf(named('Mahjong Path')).motif).toEqual({ emoji: 'mahjong-red-dragon' });
    // Derby is a horse race, except in a cockfighting hall.
    const derbies = GAMES.filter(([, name]) => /derby/i.test(name)).map(gameOf);
    for (const game of derbies)
      expect(designOf(game).motif).toEqual({ emoji: game.game_type === 'sabong' ? 'rooster' : 'horse-racing' });
    // A category motif where the name says nothing drawable.
    expect(
      designOf({ provider_code: 'X', game_code: 'x', game_name: 'Qwerty', game_type: 'sportsbook' }).motif,
    ).toEqual(CATEGORIES.sportsbook!.motif);
  });

  it('writes the title once, as paths, and neither the provider nor a second caption', () => {
    for (const entry of GAMES) {
      const game = gameOf(entry);
      const svg = gameArtSvg(game);
      expect(svg, game.game_name).not.toContain('<text');
      expect(svg.match(/<g id="tt">/g), game.game_name).toHaveLength(1);
      // No text node anywhere: the provider's code (and the name) cannot be written but as the title's paths.
      expect(svg, game.game_name).not.toMatch(/>[^<]*[A-Za-z]{2,}[^<]*</);
    }
  });

  it('gives neighbouring games different pictures and is the same on every run', () => {
    const a = gameArtSvg(named('Golden Temple Riches'));
    expect(gameArtSvg(named('Golden Temple Riches'))).toBe(a);
    expect(gameArtSvg(named('Fortune Ace'))).not.toBe(a);
  });

  it('stores a 300 px WebP under a key with the art mark, with a placeholder', async () => {
    const { file, placeholder } = await gameArt(named('Sweet Candy Cascade'));
    expect(file.key).toMatch(new RegExp(`^games/pplay/sweet-candy-cascade\\.${GAME_ART_MARK}\\.[0-9a-f]{12}\\.webp$`));
    expect(placeholder).toBeTruthy();
    const bytes = Buffer.from(file.body, 'base64');
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });
    expect(bytes.length).toBeLessThan(20_000);
  });

  it('names only emojis the set has', () => {
    const known = new Set(emojiNames());
    const used = [
      ...KEYWORDS.flatMap((k) => [...('emoji' in k.motif ? k.motif.emoji.split('|') : []), ...(k.also ?? [])]),
      ...Object.values(CATEGORIES).flatMap((c) => [...('emoji' in c.motif ? [c.motif.emoji] : []), ...c.also]),
      ...EMBLEMS.map(([, name]) => name),
      ...FALLBACK_EMBLEMS,
      ...PARTNER_EMBLEMS.map(([, name]) => name),
      ...PROVIDER_EMBLEMS.map(([, name]) => name),
      ...Object.values(SCENES).flatMap((list) =>
        list.flatMap((s) => [s.main, s.shower, ...s.also].filter((n) => n !== 'roulette' && n !== 'seven')),
      ),
    ];
    expect(used.filter((name) => !known.has(name))).toEqual([]);
  });
});

describe('lettering', () => {
  it('sets every game name in every face without a broken coordinate', () => {
    for (const face of FACE_NAMES)
      for (const [, name] of GAMES) {
        const set = setText(face, name.toUpperCase(), 40, 0, 40);
        expect(set, `${face} ${name}`).not.toBeNull();
        expect(set!.d, `${face} ${name}`).not.toMatch(/NaN|undefined|Infinity/);
      }
  });

  it('breaks a title where its longest line is shortest', () => {
    expect(balance('Mega Fishing Mania', 2)).toEqual(['Mega Fishing', 'Mania']);
    expect(balance('No Commission Andar Bahar', 2)).toEqual(['No Commission', 'Andar Bahar']);
    expect(balance('Rocket', 3)).toEqual(['Rocket']);
  });

  it('reads icons of a set by name, with ids ready to be prefixed', () => {
    const logos = new IconSet(require.resolve('@iconify-json/logos/icons.json'));
    expect(logos.icon('visa')?.body).toContain('<path');
    expect(logos.icon('no-such-icon')).toBeNull();
    expect(emoji('fish')!.body).toMatch(/id="@@/);
  });
});

describe('site logos and banners', () => {
  it('gives each brand an emblem from its words and a wordmark of its own', () => {
    const lantern = brand('casino3.localhost', 'LUCKY LANTERN', 'crimson');
    const dragon = brand('casino2.localhost', 'JADE DRAGON', 'emerald');
    expect(emblemOf(lantern)).toBe('red-paper-lantern');
    expect(emblemOf(dragon)).toBe('dragon-face');
    expect(emblemOf(brand('x.localhost', 'QWERTY'))).toMatch(/^(crown|gem-stone|glowing-star)$/);
    const a = tenantLogos(lantern);
    const b = tenantLogos(dragon);
    expect(a.logo1.body).not.toBe(b.logo1.body);
    expect(a.logo1.body).toContain(firstPath('red-paper-lantern'));
    expect(b.logo1.body).toContain(firstPath('dragon-face'));
    for (const logo of [a.logo1, a.logo2, a.logo3, b.logo1]) expect(logo.body).not.toContain('<text');
  });

  it('keeps the wordmark at most four times as wide as high, and the marks square', () => {
    for (const text of ['SPIN', 'LUCKY LANTERN', 'SLEEPING TIGER', 'A VERY LONG BRAND NAME INDEED']) {
      const { logo1, logo2, logo3 } = tenantLogos(brand('x.localhost', text));
      const [w, h] = [/width="(\d+)"/, /height="(\d+)"/].map((r) => Number(r.exec(logo1.body)![1]));
      expect(w! / h!, text).toBeLessThanOrEqual(4);
      expect(logo2.body).toMatch(/width="256" height="256"/);
      expect(logo3.body).toMatch(/width="64" height="64"/);
    }
  });

  it('draws banners with no words in them, a scene by where the slide leads', async () => {
    const site = brand('casino1.localhost', 'GOLDEN REEF');
    expect(sceneOf('/sports', 0).main).toBe('trophy');
    expect(sceneOf('/slots', 1).main).toBe('slot-machine');
    expect(sceneOf('/casino', 0).main).toBe('roulette');
    expect(sceneOf(null, 3).main).toBe('rocket');
    const svg = slideSvg(site, 0, '/promotions');
    expect(svg).not.toContain('<text');
    expect(svg).not.toContain('GOLDEN REEF>');
    expect(svg).toContain(firstPath('wrapped-gift'));
    const { file, placeholder } = await slideArt(site, 0, '/promotions');
    const bytes = Buffer.from(file.body, 'base64');
    expect(file.content_type).toBe('image/webp');
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 400 });
    expect(bytes.length).toBeLessThan(60_000);
    expect(placeholder).toBeTruthy();
  });

  it('draws partner badges with an emblem and the name as paths', () => {
    const badge = partnerBadge(brand('x.localhost', 'X'), 'Responsible Play Alliance', 0);
    expect(badge.body).toContain(firstPath('shield'));
    expect(badge.body).not.toContain('<text');
  });
});

describe('payment and provider marks', () => {
  const simplePath = (slug: string) =>
    /<path d="([^"]+)"/.exec(readFileSync(require.resolve(`simple-icons/icons/${slug}.svg`), 'utf8'))![1]!;
  const logoPath = (name: string) =>
    /\bd="([^"]{24,})"/.exec(new IconSet(require.resolve('@iconify-json/logos/icons.json')).icon(name)!.body)![1]!;

  it('puts the real logo on a tile where a licensed one exists', () => {
    expect(paymentArt('visa', 'Visa').body).toContain(logoPath('visa'));
    expect(paymentArt('paypal', 'PayPal').body).toContain(logoPath('paypal'));
    const tether = paymentArt('usdt', 'Tether (USDT)').body;
    expect(tether).toContain(simplePath('tether'));
    expect(tether).toContain('fill="#50AF95"');
    expect(paymentArt('alipay', 'Alipay').body).toContain(simplePath('alipay'));
    expect(paymentArt('bank_transfer', 'Bank transfer').body).toContain(firstPath('bank'));
  });

  it('draws a two-tone monogram for a method without a licensed logo, its name as paths', () => {
    const gcash = paymentArt('gcash', 'GCash').body;
    expect(gcash).not.toContain('<text');
    expect(gcash).toContain('#0a6cf2');
    expect(paymentArt('maya', 'Maya').body).not.toBe(gcash);
    expect(paymentFallbackArt().key).toBe('payment/manual.png');
  });

  it('draws each provider its own badge, with no plain text', () => {
    const logos = PROVIDERS.map(([code, name], position) => providerLogo({ code, name, position }));
    expect(new Set(logos.map((l) => l.body)).size).toBe(PROVIDERS.length);
    for (const logo of logos) expect(logo.body).not.toContain('<text');
    expect(logos[0]!.key).toBe('logos/jili.v2.svg');
  });
});
