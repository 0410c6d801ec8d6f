import { readFileSync } from 'node:fs';
import { TEMPLATES } from '../index';

// Each page carries only its own template's scoped rules, in a <style> of its <body> (decision 0020); the source
// stays one stylesheet per template (styles/templateN.css) and one per signature element
// (styles/signatures/<name>.css), copied into styles/template-css.generated.json: a template's sheet is its own
// rules, then its signature's. The copy leaves out comments and indentation, which the page would carry for nothing.

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** CSS without comments and runs of white space; our own sheets hold no strings that white space matters in. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** The stylesheet of every template, by template name: its own rules and its signature's, read from styles/. */
export function templateStylesheets(): Record<string, string> {
  return Object.fromEntries(
    TEMPLATES.map((d) => [
      d.name,
      compactCss(`${read(`../styles/${d.name}.css`)}\n${read(`../styles/signatures/${d.signature}.css`)}`),
    ]),
  );
}

/** The generated file: every sheet by template name, as JSON. */
export const templateCssJson = (): string => `${JSON.stringify(templateStylesheets(), null, 2)}\n`;
