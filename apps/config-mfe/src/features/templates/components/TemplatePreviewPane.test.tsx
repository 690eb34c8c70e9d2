import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { templatesApi } from '@admin/api-client/templates';
import type { TemplateKind } from '@admin/api-client';
import { TemplatePreviewPane } from './TemplatePreviewPane';

vi.mock('@admin/api-client/templates', async (original) =>
  (await import('@admin/tools/testing/api-fakes')).mockCalls(original, ['templatesApi']),
);
const preview = vi.mocked(templatesApi.preview);

const MARKUP = '<img src="x" onerror="window.__ran=1"><b>bold</b>';

function show(kind: TemplateKind) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TemplatePreviewPane kind={kind} subject="About {{v}}" body="Hi {{v}}" samples={{ v: MARKUP }} />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: /Preview/ });
}

beforeEach(() => vi.resetAllMocks());

describe('TemplatePreviewPane', () => {
  it.each(['sms', 'notification'] as const)(
    'shows a %s body and its subject as text: markup in them stays characters',
    async (kind) => {
      preview.mockResolvedValue({
        subject: `About ${MARKUP}`,
        body: `Hi ${MARKUP}`,
        missing: [],
        formats: { subject: 'text', body: 'text' },
      });
      const region = show(kind);
      expect(await within(region).findByText(`Hi ${MARKUP}`)).toBeInTheDocument();
      expect(within(region).getByText(`About ${MARKUP}`)).toBeInTheDocument();
      expect(region.querySelector('img, b')).toBeNull();
    },
  );

  it.each(['email', 'document'] as const)('shows a %s body as sanitised HTML and its subject as text', async (kind) => {
    preview.mockResolvedValue({
      subject: `About ${MARKUP}`,
      body: `<p>Hi <b>bold</b></p><img src="x" onerror="window.__ran=1"><script>window.__ran=2</script>`,
      missing: [],
      formats: { subject: 'text', body: 'html' },
    });
    const region = show(kind);
    expect(await within(region).findByText('bold')).toBeInTheDocument();
    expect(region.querySelector('b')).not.toBeNull();
    expect(region.querySelector('script, [onerror]')).toBeNull();
    expect(within(region).getByText(`About ${MARKUP}`)).toBeInTheDocument();
  });
});
