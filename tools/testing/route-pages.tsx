// Shared by the remotes' page tests: each page, reached by its URL, states its heading, route,
// params and the app and release that serve it.
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

export interface RoutePageCase {
  /** The URL visited, e.g. '/edit-company/17'. */
  url: string;
  /** The React Router path that matches it, e.g. '/edit-company/:id'. */
  path: string;
  page: ComponentType;
  heading: string;
  /** The spec's route pattern the page states, e.g. '/edit-company/{id}'. */
  pattern: string;
}

export function describeRoutePages(app: string, cases: RoutePageCase[]): void {
  describe(`${app} pages`, () => {
    it.each(cases)('$url shows its heading, route and params', ({ url, path, page: Page, heading, pattern }) => {
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
      const id = url.match(/\/(\d+)$/)?.[1];
      if (id) expect(details).toHaveTextContent(`id${id}`);
      expect(details).toHaveTextContent(`${app} release dev`);
    });
  });
}
