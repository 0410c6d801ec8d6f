import { labelReadsInward, sliceMiddle, slicePath, WHEEL_RADIUS } from './wheel-geometry';
import './minigame.css';

type Props = {
  /** Each slice's words, in wheel order. */
  labels: string[];
  /** Degrees, clockwise; the stylesheet turns the disc there over the spin's time (at once with reduced motion). */
  rotation: number;
  /** The wheel's accessible name: the prizes are listed in the odds table beside it. */
  label: string;
};

/** Labels longer than this are squeezed into the slice rather than overflowing the rim. */
const ROOMY_CHARACTERS = 11;
const LABEL_FROM = 24;
const LABEL_LENGTH = WHEEL_RADIUS - LABEL_FROM - 8;

/** Slices take turns of two palette tones; an odd wheel's last slice takes a third, so neighbours always differ. */
function toneOf(index: number, count: number): 'a' | 'b' | 'c' {
  if (count % 2 === 1 && index === count - 1) return 'c';
  return index % 2 === 0 ? 'a' : 'b';
}

/** The prize wheel: one slice per prize, each with its words, and the pointer at the top. */
export function PrizeWheel({ labels, rotation, label }: Props) {
  const count = labels.length;
  return (
    <svg data-slot="prize-wheel" viewBox="-100 -100 200 200" role="img" aria-label={label}>
      <g data-slot="wheel-disc" style={{ transform: `rotate(${rotation}deg)` }}>
        <circle r={WHEEL_RADIUS + 3} data-slot="wheel-rim" />
        {labels.map((text, index) => (
          // Slices are fixed by their place on the wheel.
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the slice's identity
          <g key={index} data-slot="wheel-slice" data-tone={toneOf(index, count)}>
            <path d={slicePath(index, count)} />
            <text
              transform={`rotate(${sliceMiddle(index, count) - 90 + (labelReadsInward(index, count) ? 180 : 0)})`}
              x={labelReadsInward(index, count) ? -LABEL_FROM : LABEL_FROM}
              y={0}
              textAnchor={labelReadsInward(index, count) ? 'end' : 'start'}
              dominantBaseline="central"
              {...(text.length > ROOMY_CHARACTERS
                ? { textLength: LABEL_LENGTH, lengthAdjust: 'spacingAndGlyphs' as const }
                : {})}
            >
              {text}
            </text>
          </g>
        ))}
        <circle r={14} data-slot="wheel-hub" />
      </g>
      <path data-slot="wheel-pointer" d="M-9 -104 L9 -104 L0 -84 Z" />
    </svg>
  );
}
