/**
 * A HEAD snippet as the body of an inline <script>: a literal `</script` would end the element early and
 * spill the rest into the page, so it is written `<\/script`, which JavaScript reads the same in strings.
 */
export function inlineScriptText(script: string): string {
  return script.replace(/<\/(script)/gi, '<\\/$1');
}

/** A BODY snippet as the HTML of a <noscript> block: it may not close that block itself. */
export function noscriptHtml(html: string): string {
  return html.replace(/<\/(noscript)/gi, '&lt;/$1');
}
