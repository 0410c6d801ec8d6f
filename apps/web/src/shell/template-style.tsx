import sheets from '@/templates/styles/template-css.generated.json';

const TEMPLATE_CSS: Readonly<Record<string, string>> = sheets;

/**
 * The page's own template rules, and no other template's (decision 0020): in the components layer, after the
 * shared stylesheet's rules in document order, so they win over the shell's and the features' as before. The
 * text is the repository's own CSS (a test keeps "</style" out of it), hence the raw insertion.
 */
export function TemplateStyle({ template }: { template: string }) {
  const css = TEMPLATE_CSS[template];
  if (!css) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our own stylesheet text; React would escape its quotes.
  return <style data-template-style={template} dangerouslySetInnerHTML={{ __html: `@layer components{${css}}` }} />;
}
