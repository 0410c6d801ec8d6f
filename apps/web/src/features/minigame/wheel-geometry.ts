// The wheel's drawing and turning, as plain numbers: slices of equal size clockwise from the top, and the
// rotation that brings a slice's middle under the pointer at the top.

/** The wheel is drawn in a 200 × 200 box centred on 0, 0. */
export const WHEEL_RADIUS = 96;
/** Whole turns before the wheel stops: enough to read as a spin. */
export const SPIN_TURNS = 5;

/** The point at `degrees` clockwise from the top, `radius` from the centre. */
function pointAt(degrees: number, radius: number): [number, number] {
  const rad = (degrees * Math.PI) / 180;
  return [round(radius * Math.sin(rad)), round(-radius * Math.cos(rad))];
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The SVG path of slice `index` of `count`. */
export function slicePath(index: number, count: number, radius = WHEEL_RADIUS): string {
  const step = 360 / count;
  const [x0, y0] = pointAt(index * step, radius);
  const [x1, y1] = pointAt((index + 1) * step, radius);
  const large = step > 180 ? 1 : 0;
  return `M0 0 L${x0} ${y0} A${radius} ${radius} 0 ${large} 1 ${x1} ${y1} Z`;
}

/** The angle of a slice's middle, clockwise from the top: its label is drawn along it. */
export function sliceMiddle(index: number, count: number): number {
  return (index + 0.5) * (360 / count);
}

/**
 * A slice's label runs from the hub outwards; on the wheel's left half that would read upside down at rest, so
 * those labels are turned half a turn and run from the rim inwards instead.
 */
export function labelReadsInward(index: number, count: number): boolean {
  const middle = sliceMiddle(index, count);
  return middle > 180 && middle < 360;
}

/**
 * The rotation (degrees, growing clockwise) that stops slice `index` under the pointer, at least SPIN_TURNS
 * whole turns on from `from`, so each spin turns the same way and lands exactly on its slice.
 */
export function rotationFor(index: number, count: number, from: number, turns = SPIN_TURNS): number {
  const aim = ((-sliceMiddle(index, count) % 360) + 360) % 360;
  const fullTurns = from - (((from % 360) + 360) % 360);
  return fullTurns + turns * 360 + aim;
}

/** Which slice sits under the pointer at a rotation: the inverse of rotationFor. */
export function sliceAt(rotation: number, count: number): number {
  const underPointer = ((-rotation % 360) + 360) % 360;
  return Math.floor(underPointer / (360 / count)) % count;
}
