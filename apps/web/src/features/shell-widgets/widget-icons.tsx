// Line icons of the widgets; decorative, their buttons and links carry the names.
const PATHS = {
  gift: 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1s3 1 5 1c2 0 5 1.5 5-1s-3.5-2-5 1',
  chat: 'M4 5h16v11H9l-5 4z M8 10h.01M12 10h.01M16 10h.01',
  close: 'M6 6l12 12M18 6 6 18',
  chevron: 'M9 6l6 6-6 6',
  download: 'M12 4v11m-5-5 5 5 5-5M5 20h14',
} as const;

export type WidgetIconName = keyof typeof PATHS;

export function WidgetIcon({ name }: { name: WidgetIconName }) {
  return (
    <svg data-slot="widget-icon" data-icon={name} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
