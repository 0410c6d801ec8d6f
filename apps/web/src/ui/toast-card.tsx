import type { CSSProperties } from 'react';

export type ToastTone = 'success' | 'info' | 'warning' | 'error';

type Props = { title: string; text?: string; tone: ToastTone; durationMs: number; progress: boolean };

/** One toast: title, optional text, and a bar that empties over the toast's life (SPEC 8's optional toast). */
export function ToastCard({ title, text, tone, durationMs, progress }: Props) {
  const bar = { '--toast-duration': `${durationMs}ms` } as CSSProperties;
  return (
    <div data-slot="toast" data-tone={tone}>
      <svg data-slot="toast-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        {tone === 'success' ? (
          <path d="m5 12 5 5 9-10" />
        ) : (
          <path d="M12 7v6m0 4h.01M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z" />
        )}
      </svg>
      <div data-slot="toast-body">
        <p data-slot="toast-title">{title}</p>
        {text ? <p data-slot="toast-text">{text}</p> : null}
      </div>
      {progress ? <span data-slot="toast-progress" aria-hidden="true" style={bar} /> : null}
    </div>
  );
}
