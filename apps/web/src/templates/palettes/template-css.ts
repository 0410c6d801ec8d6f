import { readFileSync } from 'node:fs';
import { TEMPLATES } from '../index';

// Each page carries only its own template's scoped rules, in a <style> of its <body> (decision 0020); the source
// stays one stylesheet per template (styles/templateN.css), copied into styles/template-css.generated.json.

/** The stylesheet of every template, by template name, read from styles/. */
export function templateStylesheets(): Record<string, string> {
  return Object.fromEntries(
    TEMPLATES.map((d) => [d.name, readFileSync(new URL(`../styles/${d.name}.css`, import.meta.url), 'utf8')]),
  );
}

/** The generated file: every sheet by template name, as JSON. */
export const templateCssJson = (): string => `${JSON.stringify(templateStylesheets(), null, 2)}\n`;
