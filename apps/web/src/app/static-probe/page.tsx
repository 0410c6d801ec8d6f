export const dynamic = 'force-static';

export const metadata = { robots: { index: false, follow: false } };

export default function StaticProbe() {
  return <main data-probe="static" />;
}
