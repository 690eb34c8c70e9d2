import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReleaseStamp } from './ReleaseStamp';

describe('ReleaseStamp', () => {
  it('names the app and the release that served the page in data attributes, shown to nobody', () => {
    const { container } = render(<ReleaseStamp app="orders-mfe" release="r7" />);
    const stamp = container.querySelector('[data-served-by="orders-mfe"]');
    expect(stamp).toHaveAttribute('data-release', 'r7');
    expect(stamp).not.toBeVisible();
    expect(container).not.toHaveTextContent('release');
  });
});
