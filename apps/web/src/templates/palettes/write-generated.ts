// Writes styles/generated.css (breakpoint switches and colour schemes) and styles/template-css.generated.json (each
// template's sheet as a string); run after changing descriptors, tones or a template's stylesheet:
//   npx tsx apps/web/src/templates/palettes/write-generated.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedCss } from './generated-css';
import { templateCssJson } from './template-css';

for (const [file, text] of [
  ['../styles/generated.css', generatedCss()],
  ['../styles/template-css.generated.json', templateCssJson()],
] as const) {
  const target = fileURLToPath(new URL(file, import.meta.url));
  writeFileSync(target, text);
  console.info(`wrote ${target}`);
}
