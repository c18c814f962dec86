import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CoachProfile } from '../../../../shared/contract/profile';
import { TeamSettingsForm } from './team-settings-form';

const stepper = (label: string) => screen.getByRole('group', { name: label });

describe('a team figure by tap', () => {
  it('takes its first step from the average it shows, up or down', async () => {
    const user = userEvent.setup();
    render(<TeamSettingsForm profile={{ level: 'pro' }} sport="football" onSave={vi.fn()} />);
    expect(within(stepper("Kicker's range")).getByRole('status')).toHaveTextContent('58 yd');
    await user.click(screen.getByRole('button', { name: "More: Kicker's range" }));
    expect(within(stepper("Kicker's range")).getByRole('status')).toHaveTextContent(/^59 yd$/);
    await user.click(screen.getByRole('button', { name: 'Less: Extra-point rate' }));
    expect(within(stepper('Extra-point rate')).getByRole('status')).toHaveTextContent(/^93%$/);
  });

  it("steps a golf club's carry from the level's average, and saves the figure shown", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async (profile: CoachProfile) => profile);
    render(<TeamSettingsForm profile={{}} sport="golf" onSave={onSave} />);
    const group = stepper('7-iron carry');
    const average = Number(/(\d+) yd/.exec(within(group).getByRole('status').textContent!)![1]);
    await user.click(within(group).getByRole('button', { name: 'More: 7-iron carry' }));
    expect(within(group).getByRole('status')).toHaveTextContent(new RegExp(`^${average + 1} yd$`));
    await user.click(screen.getByRole('button', { name: 'Save team settings' }));
    expect(onSave.mock.calls[0]![0].team?.golf?.carries).toEqual({ '7-iron': average + 1 });
  });
});
