// Writes styles/generated.css (breakpoint switches and colour schemes); run after changing descriptors or tones:
//   npx tsx apps/web/src/templates/palettes/write-generated.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generatedCss } from './generated-css';

const target = fileURLToPath(new URL('../styles/generated.css', import.meta.url));
writeFileSync(target, generatedCss());
console.info(`wrote ${target}`);
