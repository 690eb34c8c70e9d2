import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitize } from './SafeHtmlView';

const UNSAFE =
  '<p>Hi <b>there</b></p><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">click</a><a href="https://example.com">ok</a>';

describe('sanitize', () => {
  it('removes scripts, event handlers and javascript: URLs, and keeps the text and safe markup', () => {
    const clean = sanitize(UNSAFE);
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
    expect(clean).toContain('<b>there</b>');
    expect(clean).toContain('click');
    expect(clean).toContain('href="https://example.com"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
});

describe('SafeHtml', () => {
  it('shows the sanitised HTML once its chunk has loaded', async () => {
    const { container } = render(<SafeHtml html={UNSAFE} className="body" />);
    expect(await screen.findByText('there')).toBeInTheDocument();
    expect(container.querySelector('.body')?.innerHTML).not.toMatch(/script|onerror|javascript:/i);
    expect(screen.getByRole('link', { name: 'ok' })).toHaveAttribute('target', '_blank');
  });
});
