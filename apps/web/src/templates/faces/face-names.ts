/** A template's display face: a self-hosted serif or condensed face, or none (its headings use the body face). */
export type DisplayFace = 'serif' | 'condensed';

/** The scripts a display face ships; CJK, Myanmar and Devanagari headings fall back to the system's faces. */
export type FaceSubset = 'latin' | 'latin-ext' | 'cyrillic' | 'vietnamese';
