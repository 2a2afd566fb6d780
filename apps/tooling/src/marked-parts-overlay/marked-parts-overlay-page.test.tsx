import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CAR_PARTS, PART_COLORS, conditionColor } from '@inspection/car-parts';
import MarkedPartsOverlayPage from './marked-parts-overlay-page';

const renderPage = () =>
  render(
    <MemoryRouter>
      <MarkedPartsOverlayPage />
    </MemoryRouter>,
  );
const jsonFile = (text: string) => new File([text], 'parts.json', { type: 'application/json' });

describe('Marked parts overlay', () => {
  it("answers 'Invalid JSON file' for a file that does not parse or has the wrong shape", async () => {
    const user = userEvent.setup();
    renderPage();
    const input = screen.getByLabelText('Load JSON file');
    await user.upload(input, jsonFile('not json'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid JSON file');
    await user.upload(input, jsonFile('[{"name":"hood","points":[{"x":1}]}]'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid JSON file');
    expect(screen.getByText('No parts loaded')).toBeInTheDocument();
  });

  it('colours the loaded parts by name, then by the conditions picked for a part', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    await user.upload(screen.getByLabelText('Load JSON file'), jsonFile(JSON.stringify(CAR_PARTS)));
    expect(await screen.findByRole('status')).toHaveTextContent(`Loaded ${CAR_PARTS.length} parts from parts.json.`);
    const fillOf = (name: string) => container.querySelector(`[data-part="${name}"]`)!.getAttribute('fill');
    expect(fillOf('windshield')).toBe(PART_COLORS.glass);
    expect(fillOf('front_left_indicator')).toBe(PART_COLORS.indicator);
    expect(fillOf('rear_right_tyre')).toBe(PART_COLORS.tyre);
    expect(fillOf('front_left_door_handle')).toBe(PART_COLORS.handle);

    await user.click(screen.getByRole('button', { name: 'Hood' }));
    const dialog = screen.getByRole('dialog', { name: 'Hood' });
    await user.click(within(dialog).getByLabelText('Dented'));
    await user.click(within(dialog).getByLabelText('Faded'));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(fillOf('hood')).toBe(conditionColor('Faded'));
    expect(container.querySelector('[data-part="hood"]')).toHaveAttribute('data-marked', 'true');
    expect(screen.getByText('1 with conditions', { exact: false })).toBeInTheDocument();

    // Cancel discards.
    await user.click(screen.getByRole('button', { name: 'Pick conditions for hood' }));
    await user.click(within(screen.getByRole('dialog')).getByLabelText('Faded'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(fillOf('hood')).toBe(conditionColor('Faded'));
  }, 20_000); // a long journey of clicks: 5 s ran out on a loaded machine (CI, load average 15)
});
