export const dynamic = 'force-static';

export const metadata = { robots: { index: false, follow: false } };

// A picture rather than words (the probe has no language): something contentful for Lighthouse to see painted,
// so the bench can measure the floor a bare page of the framework sets on this machine.
export default function StaticProbe() {
  return (
    <main data-probe="static">
      <svg width="320" height="160" viewBox="0 0 320 160" role="img" aria-label="Probe">
        <rect width="320" height="160" fill="#2f6f4f" />
      </svg>
    </main>
  );
}
