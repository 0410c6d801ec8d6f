import localFont from 'next/font/local';

/*
 * Inter, self-hosted from @fontsource-variable/inter (next/font/google needs the network at build time).
 * One face per script with its unicode-range, so a page downloads only what its text uses; only Latin is
 * preloaded. Paths are relative to this file, into the workspace root's node_modules, and literal
 * because next/font reads its arguments at build time.
 */
// `optional`: a face that has not arrived by the first paint (about 100 ms) is not swapped in later on that page,
// so text keeps its first size: nothing shifts, and a later paint of the same text (a dialog taking over a served
// preview) is not larger than the first. The next page, with the face cached, has it from the start.
export const interLatin = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter-latin',
  weight: '100 900',
  display: 'optional',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

export const interLatinExt = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  variable: '--font-inter-latin-ext',
  weight: '100 900',
  display: 'optional',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
    },
  ],
});

export const interCyrillic = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2',
  variable: '--font-inter-cyrillic',
  weight: '100 900',
  display: 'optional',
  preload: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' }],
});

export const interVietnamese = localFont({
  src: '../../../../node_modules/@fontsource-variable/inter/files/inter-vietnamese-wght-normal.woff2',
  variable: '--font-inter-vietnamese',
  weight: '100 900',
  display: 'optional',
  preload: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
    },
  ],
});

/** The class for <html> that defines every --font-inter-* variable. */
export const fontVariables = [interLatin, interLatinExt, interCyrillic, interVietnamese]
  .map((font) => font.variable)
  .join(' ');
