/** Operator HTML that has already been through sanitizeCms on the server (cms-text.ts). */
export function ContentHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with an allow-list in sanitizeCms.
  return <div data-slot="cms-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
