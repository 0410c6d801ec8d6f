import type { Promotion } from '@felt/contract';
import './promotions.css';

/**
 * A promotion's picture: the operator's image, or a card drawn in the theme's colours with the bonus figure.
 * Decorative either way (the title and numbers are text beside it), so screen readers skip it.
 */
export function PromotionArt({ promotion }: { promotion: Promotion }) {
  if (promotion.img_url) {
    // biome-ignore lint/performance/noImgElement: operator images of any origin and size; next/image would proxy them.
    return <img data-slot="promotion-image" src={promotion.img_url} alt="" loading="lazy" />;
  }
  const gradient = `promotion-art-${promotion.code}`;
  return (
    <svg data-slot="promotion-image" viewBox="0 0 320 160" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--c-accent)" />
          <stop offset="1" stopColor="var(--c-header)" />
        </linearGradient>
      </defs>
      <rect width="320" height="160" fill={`url(#${gradient})`} />
      <circle cx="270" cy="30" r="70" fill="var(--c-on-accent)" opacity="0.12" />
      <circle cx="40" cy="150" r="50" fill="var(--c-on-accent)" opacity="0.08" />
      <g transform="translate(28 48)" fill="none" stroke="var(--c-on-accent)" strokeWidth="4" strokeLinejoin="round">
        <rect x="0" y="22" width="64" height="46" rx="4" />
        <rect x="-4" y="10" width="72" height="14" rx="3" />
        <path d="M32 10v58M32 10c-8-16-26-12-20 0M32 10c8-16 26-12 20 0" />
      </g>
      <text
        x="300"
        y="112"
        textAnchor="end"
        fill="var(--c-on-accent)"
        fontSize="56"
        fontWeight="800"
        fontFamily="var(--font-sans)"
      >
        {`${promotion.bonus_percent}%`}
      </text>
    </svg>
  );
}
