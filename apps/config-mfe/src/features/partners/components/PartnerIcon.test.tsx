import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartnerIcon } from './PartnerIcon';

describe('PartnerIcon', () => {
  it('shows the initials when the icon fails, and tries a new icon again', () => {
    const { container, rerender } = render(<PartnerIcon name="Yes Bank Escrow" src="https://cdn.example/broken.png" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('YB');

    // The same element given another partner's icon (a list row reused for another item) loads it.
    rerender(<PartnerIcon name="E2E Partner" src="https://cdn.example/new.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/new.png');
  });
});
