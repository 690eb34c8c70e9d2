import { describe, expect, it } from 'vitest';
import { sanitize } from './SafeHtml';

describe('sanitize', () => {
  it('removes scripts, event handlers and javascript: URLs, and keeps the text and safe markup', () => {
    const clean = sanitize(
      '<p>Hi <b>there</b></p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">click</a><a href="https://example.com">ok</a>',
    );
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
    expect(clean).toContain('<b>there</b>');
    expect(clean).toContain('click');
    expect(clean).toContain('href="https://example.com"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});
