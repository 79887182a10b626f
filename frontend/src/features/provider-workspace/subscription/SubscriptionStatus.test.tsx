import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubscriptionStatusBadge } from './SubscriptionStatus';

describe('SubscriptionStatusBadge', () => {
  it('marks the loading badge itself busy, and the failed one not', () => {
    const { rerender } = render(<SubscriptionStatusBadge state={{ kind: 'loading' }} />);
    const loading = screen.getByText('Načítám informace...').closest('.ui-tag');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading).toHaveClass('subscription-status--loading');

    rerender(<SubscriptionStatusBadge state={{ kind: 'error' }} />);
    const failed = screen.getByText('Chyba').closest('.ui-tag');
    expect(failed).not.toHaveAttribute('aria-busy');
  });
});
