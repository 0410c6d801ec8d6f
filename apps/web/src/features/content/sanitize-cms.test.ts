import { describe, expect, it } from 'vitest';
import { sanitizeCms } from './sanitize-cms';

describe('sanitizeCms', () => {
  it('keeps text structure, links and images', () => {
    const html =
      '<h2>Ways to pay</h2><p>Use <a href="https://bank.example/help">the bank</a>.</p><img src="/a.png" alt="A">';
    expect(sanitizeCms(html)).toBe(
      '<h2>Ways to pay</h2><p>Use <a href="https://bank.example/help">the bank</a>.</p><img src="/a.png" alt="A" loading="lazy" />',
    );
  });

  it('drops scripts, styles, frames and event handlers', () => {
    const html =
      '<p onclick="steal()">Hi</p><script>steal()</script><style>p{}</style><iframe src="https://x"></iframe><img src="/x.png" onerror="steal()">';
    const safe = sanitizeCms(html);
    expect(safe).not.toMatch(/script|style|iframe|onclick|onerror|steal/);
    expect(safe).toContain('<p>Hi</p>');
  });

  it('drops javascript: and data: links', () => {
    expect(sanitizeCms('<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a>')).toBe(
      '<a>x</a><a>y</a>',
    );
    expect(sanitizeCms('<img src="data:text/html;base64,PHNjcmlwdD4=">')).not.toContain('data:');
  });

  it('turns a body h1 into h2, since the page title is the h1', () => {
    expect(sanitizeCms('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });

  it('keeps new tabs from reaching back to the site', () => {
    expect(sanitizeCms('<a href="https://x.example" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
