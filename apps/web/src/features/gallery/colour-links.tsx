import { colorsOf } from '@felt/contract/tables';
import { getTranslations } from 'next-intl/server';
import { templateFor } from '@/templates';
import { paletteOf } from '@/templates/palettes/palette-style';
import { choiceHref, type GalleryChoice } from './gallery-choice';

// The template's five colours side by side, each a link to the same view in that colour, with a swatch of its
// palette: light, where five more frames would load five more sites.

export async function ColourLinks({ choice }: { choice: GalleryChoice }) {
  const t = await getTranslations({ locale: choice.lang, namespace: 'ui.gallery' });
  const template = templateFor(choice.theme);
  return (
    <section className="gallery-card" aria-labelledby="gallery-colours-heading">
      <h2 id="gallery-colours-heading">{t('colours.heading', { theme: choice.theme })}</h2>
      <ul className="gallery-colours">
        {colorsOf(choice.theme).map((color) => {
          const palette = paletteOf(template, color);
          return (
            <li key={color}>
              <a href={choiceHref(choice, { color })} aria-current={color === choice.color ? 'true' : undefined}>
                <span
                  className="gallery-swatch"
                  aria-hidden="true"
                  style={{ background: `linear-gradient(135deg, ${palette.bg} 0 50%, ${palette.accent} 50% 100%)` }}
                />
                {color}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
