// Writes styles/generated.css (breakpoint switches and colour schemes), styles/template-css.generated.json (each
// template's sheet as a string) and styles/display-faces.generated.json (the display faces' rules and files); run after changing descriptors, tones or a template's stylesheet:
//   npx tsx apps/web/src/templates/palettes/write-generated.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { displayFacesJson } from '../faces/display-faces';
import { generatedCss } from './generated-css';
import { templateCssJson } from './template-css';

for (const [file, text] of [
  ['../styles/generated.css', generatedCss()],
  ['../styles/template-css.generated.json', templateCssJson()],
  ['../styles/display-faces.generated.json', displayFacesJson()],
] as const) {
  const target = fileURLToPath(new URL(file, import.meta.url));
  writeFileSync(target, text);
  console.info(`wrote ${target}`);
}
