import { swatchOf } from './palette';
import { esc, FONT, initials, linear, type MediaFile, mediaFile, svgDoc } from './svg';

// Logos, banners and partner badges drawn from a tenant's logo text and colour at import time.

type Brand = { domain: string; logoText: string; siteName: string; color: string };

/** logo1: the wordmark of the header. */
function wordmark({ logoText, siteName, color }: Brand): string {
  const s = swatchOf(color);
  const fit = logoText.length > 12 ? ` textLength="${236}" lengthAdjust="spacingAndGlyphs"` : '';
  return svgDoc(
    320,
    80,
    siteName,
    `<defs>${linear('w', s.ink, s.accent, 90)}</defs>` +
      `<circle cx="40" cy="40" r="28" fill="${s.accent}"/>` +
      `<path d="M40 20l6 14 15 1-11 10 4 15-14-8-14 8 4-15-11-10 15-1z" fill="${s.base}"/>` +
      `<text x="78" y="51" font-family="${FONT}" font-size="30" font-weight="800" fill="url(#w)"${fit}>${esc(logoText)}</text>`,
  );
}

/** logo2: a square mark for app icons and compact headers. */
function squareMark({ logoText, siteName, color }: Brand): string {
  const s = swatchOf(color);
  return svgDoc(
    256,
    256,
    siteName,
    `<defs>${linear('g', s.accent, s.base)}</defs><rect width="256" height="256" rx="56" fill="url(#g)"/>` +
      `<circle cx="128" cy="128" r="92" fill="none" stroke="${s.ink}" stroke-opacity=".35" stroke-width="6"/>` +
      `<text x="128" y="154" text-anchor="middle" font-family="${FONT}" font-size="84" font-weight="800" fill="${s.ink}">${esc(initials(logoText))}</text>`,
  );
}

/** logo3: a tiny round mark that still reads at favicon size. */
function favicon({ logoText, siteName, color }: Brand): string {
  const s = swatchOf(color);
  return svgDoc(
    64,
    64,
    siteName,
    `<circle cx="32" cy="32" r="32" fill="${s.accent}"/>` +
      `<text x="32" y="44" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="800" fill="${s.base}">${esc(initials(logoText).slice(0, 1))}</text>`,
  );
}

export function tenantLogos(brand: Brand): { logo1: MediaFile; logo2: MediaFile; logo3: MediaFile } {
  const folder = `tenants/${brand.domain}`;
  return {
    logo1: mediaFile(folder, 'logo1', wordmark(brand)),
    logo2: mediaFile(folder, 'logo2', squareMark(brand)),
    logo3: mediaFile(folder, 'logo3', favicon(brand)),
  };
}

/** Four banner motifs, one per slide position, so a tenant's slides differ at a glance. */
const BANNER_MOTIFS: ((accent: string) => string)[] = [
  (c) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<circle cx="${860 + i * 130}" cy="${110 + i * 90}" r="${190 - i * 45}" fill="${c}" fill-opacity="${0.16 + i * 0.1}"/>`,
      )
      .join(''),
  (c) =>
    [0, 1, 2, 3, 4, 5]
      .map(
        (i) =>
          `<path d="M${560 + i * 110} 400 L${760 + i * 110} 0 L${800 + i * 110} 0 L${600 + i * 110} 400z" fill="${c}" fill-opacity="${0.12 + (i % 3) * 0.08}"/>`,
      )
      .join(''),
  (c) =>
    [0, 1, 2, 3, 4, 5, 6, 7]
      .map(
        (i) =>
          `<rect x="${700 + (i % 4) * 120}" y="${60 + Math.floor(i / 4) * 150}" width="80" height="80" rx="8" transform="rotate(45 ${740 + (i % 4) * 120} ${100 + Math.floor(i / 4) * 150})" fill="${c}" fill-opacity="${0.14 + (i % 3) * 0.1}"/>`,
      )
      .join(''),
  (c) =>
    `<circle cx="1050" cy="420" r="360" fill="none" stroke="${c}" stroke-opacity=".35" stroke-width="40"/><circle cx="1050" cy="420" r="250" fill="none" stroke="${c}" stroke-opacity=".5" stroke-width="24"/>`,
];

/** A home banner: language-neutral shapes (the site lays the title over it). */
export function slideArt(brand: Brand, index: number): MediaFile {
  const s = swatchOf(brand.color);
  const motif = BANNER_MOTIFS[index % BANNER_MOTIFS.length]!(s.accent);
  const body =
    `<defs>${linear('b', s.base, s.accent, 20 + index * 40)}</defs><rect width="1200" height="400" fill="url(#b)"/>${motif}` +
    `<path d="M0 330 C 300 ${260 + index * 20}, 700 400, 1200 300 L1200 400 L0 400z" fill="${s.base}" fill-opacity=".55"/>` +
    `<text x="1160" y="370" text-anchor="end" font-family="${FONT}" font-size="28" font-weight="800" fill="${s.ink}" fill-opacity=".7">${esc(brand.logoText)}</text>`;
  return mediaFile(`tenants/${brand.domain}`, `slide-${index + 1}`, svgDoc(1200, 400, brand.siteName, body));
}

/** A partner badge from its name, in the tenant's colours. */
export function partnerBadge(brand: Brand, partnerName: string, index: number): MediaFile {
  const s = swatchOf(brand.color);
  const body =
    `<rect x="2" y="2" width="236" height="76" rx="14" fill="${s.base}" stroke="${s.accent}" stroke-width="3"/>` +
    `<text x="120" y="48" text-anchor="middle" font-family="${FONT}" font-size="${partnerName.length > 18 ? 15 : 19}" font-weight="700" fill="${s.ink}">${esc(partnerName)}</text>`;
  return mediaFile(`tenants/${brand.domain}`, `partner-${index + 1}`, svgDoc(240, 80, partnerName, body));
}
