import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReleaseStamp } from './ReleaseStamp';

describe('ReleaseStamp', () => {
  it('names the app and the release that served the page', () => {
    render(<ReleaseStamp app="orders-mfe" release="r7" />);
    expect(screen.getByLabelText('Served by')).toHaveTextContent('orders-mfe release r7');
  });
});
