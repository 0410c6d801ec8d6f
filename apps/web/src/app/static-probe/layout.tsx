import type { ReactNode } from 'react';

// The benchmark's reference: a bare static page with no proxy, no tenant and no data. Not linked anywhere.
export default function ProbeLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
