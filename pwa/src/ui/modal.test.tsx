import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Modal } from './modal';

describe('the modal frame', () => {
  it('is a dialog named by its title, with the subtitle and body inside it', async () => {
    render(
      <Modal open onClose={vi.fn()} title="Select a Sport" subtitle="Choose your athletic adventure">
        <p>Six sports</p>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Select a Sport' });
    expect(dialog).toHaveTextContent('Choose your athletic adventure');
    expect(dialog).toHaveTextContent('Six sports');
  });

  it('closes through its Close button and through Escape', async () => {
    const onClose = vi.fn();
    render(<Modal open onClose={onClose} title="Leaderboard" />);
    await screen.findByRole('dialog', { name: 'Leaderboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
  });

  it('shows the given actions instead of the Close button', async () => {
    render(<Modal open onClose={vi.fn()} title="Cancel your subscription?" actions={<Button>Yes, cancel</Button>} />);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={vi.fn()} title="Chat history" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
