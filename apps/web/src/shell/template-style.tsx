import type { LocalePrefix } from '@felt/contract';
import { preload } from 'react-dom';
import type { DisplayFace, FaceSubset } from '@/templates/faces/face-names';
import faces from '@/templates/styles/display-faces.generated.json';
import sheets from '@/templates/styles/template-css.generated.json';

const TEMPLATE_CSS: Readonly<Record<string, string>> = sheets;

/** The display face's file a page in this language paints its headings from; none where the face has no script. */
const SUBSET_OF: Partial<Record<LocalePrefix, FaceSubset>> = {
  en: 'latin',
  php: 'latin',
  esp: 'latin',
  ms: 'latin',
  idr: 'latin',
  mnt: 'cyrillic',
  rus: 'cyrillic',
  vi: 'vietnamese',
};

type Props = { template: string; face: DisplayFace | null; locale: LocalePrefix };

/**
 * The page's own template rules, and no other template's (decision 0020): in the components layer, after the
 * shared stylesheet's rules in document order, so they win over the shell's and the features' as before. Its
 * display face's rules come first and the face file of the page's script is preloaded (docs/decisions/0050). The
 * text is the repository's own CSS (a test keeps "</style" out of it), hence the raw insertion.
 */
export function TemplateStyle({ template, face, locale }: Props) {
  const css = TEMPLATE_CSS[template];
  if (!css) return null;
  const display = face ? faces[face] : null;
  const subset = SUBSET_OF[locale];
  if (display && subset)
    preload(display.files[subset].url, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  const text = `${display?.css ?? ''}@layer components{${css}}`;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet text; React would escape its quotes.
  return <style data-template-style={template} dangerouslySetInnerHTML={{ __html: text }} />;
}
