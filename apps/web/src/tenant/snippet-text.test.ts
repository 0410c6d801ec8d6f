import { describe, expect, it } from 'vitest';
import { inlineScriptText, noscriptHtml } from './snippet-text';

describe('snippet text', () => {
  it('keeps a head script inside its element', () => {
    expect(inlineScriptText("var s = '</SCRIPT><b>';")).toBe("var s = '<\\/SCRIPT><b>';");
    expect(inlineScriptText('window.dataLayer = [];')).toBe('window.dataLayer = [];');
  });

  it('keeps body markup inside its noscript block', () => {
    expect(noscriptHtml('<img src="/p.gif"></noscript><b>x</b>')).toBe('<img src="/p.gif">&lt;/noscript><b>x</b>');
  });
});
