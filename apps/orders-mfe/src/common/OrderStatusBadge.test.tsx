import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatusBadge } from './OrderStatusBadge';

describe('OrderStatusBadge', () => {
  it("shows the status's label with a tone: Cancel_Request_Raised reads 'Cancelled Request'", () => {
    render(
      <>
        <OrderStatusBadge status="Cancel_Request_Raised" />
        <OrderStatusBadge status="Token_Transfer" />
      </>,
    );
    expect(screen.getByText('Cancelled Request')).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByText('Token Transfer')).toHaveAttribute('data-tone', 'success');
  });
});
