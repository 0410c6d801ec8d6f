import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEMPLATES } from '../index';
import faces from '../styles/display-faces.generated.json';
import { displayFacesJson } from './display-faces';

const VARIABLE = { serif: 'var(--font-serif)', condensed: 'var(--font-condensed)' } as const;

describe('display faces', () => {
  it('the generated rules are those of the installed packages (write-generated.ts)', () => {
    const file = readFileSync(new URL('../styles/display-faces.generated.json', import.meta.url), 'utf8');
    expect(file).toBe(displayFacesJson());
  });

  it("a template's face is the one its stylesheet sets its headings in", () => {
    for (const template of TEMPLATES) {
      const css = readFileSync(new URL(`../styles/${template.name}.css`, import.meta.url), 'utf8');
      const display = css.match(/--font-display:\s*([^;]+);/)?.[1]?.trim() ?? null;
      expect(display, template.name).toBe(template.face ? VARIABLE[template.face] : null);
    }
  });

  it('each face has a metric-matched fallback and versioned, immutable file names', () => {
    for (const face of Object.values(faces)) {
      expect(face.css).toMatch(/Fallback";src:local\([^)]+\).*size-adjust:\d/);
      for (const file of Object.values(face.files))
        expect(file.url).toMatch(/^\/_next\/static\/fonts\/.+\.\d+\.\d+\.\d+\.woff2$/);
    }
  });
});
