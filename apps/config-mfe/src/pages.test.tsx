import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ConfigPage from './features/settings/ConfigPage';
import TemplatesPage from './features/templates/TemplatesPage';

const routes: Array<[url: string, path: string, page: ComponentType, heading: string, pattern: string]> = [
    ['/config', '/config', ConfigPage, 'Config', '/config'],
    ['/templates', '/templates', TemplatesPage, 'Templates', '/templates'],
];

describe('config-mfe pages', () => {
  it.each(routes)('%s shows its heading, route and params', (url, path, Page, heading, pattern) => {
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    const details = screen.getByLabelText('Route details');
    expect(details).toHaveTextContent(pattern);
    expect(details).toHaveTextContent(url);
    if (pattern.includes('{id}')) expect(details).toHaveTextContent('id17');
    expect(details).toHaveTextContent('config-mfe release dev');
  });
});
