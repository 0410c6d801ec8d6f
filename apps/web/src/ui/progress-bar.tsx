import { useId } from 'react';
import { clampPercent } from './progress';
import './progress-bar.css';

type Props = { label: string; percent: number; detail: string };

/** A labelled progress bar that screen readers read as one (role progressbar with its values). */
export function ProgressBar({ label, percent, detail }: Props) {
  const id = useId();
  const value = clampPercent(percent);
  return (
    <div data-slot="progress">
      <div data-slot="progress-head">
        <span id={`${id}-label`}>{label}</span>
        <span id={`${id}-detail`}>{detail}</span>
      </div>
      <div
        data-slot="progress-track"
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-detail`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={`${value}%`}
      >
        <div data-slot="progress-fill" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}
