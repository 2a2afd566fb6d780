import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAR_PARTS } from '@inspection/car-parts';
import SvgJsonBuilderPage from './svg-json-builder-page';

// jsdom lays nothing out: the canvas is drawn at 405 x 541 (half size) at the page's origin.
beforeEach(() => {
  vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0, top: 0, width: 405, height: 541 } as DOMRect);
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

const renderPage = () =>
  render(
    <MemoryRouter>
      <SvgJsonBuilderPage />
    </MemoryRouter>,
  );
const canvas = () => screen.getByRole('img', { name: 'Drawing canvas' });

async function drawTriangle(user: ReturnType<typeof userEvent.setup>) {
  await user.pointer([
    { target: canvas(), coords: { clientX: 50, clientY: 50 }, keys: '[MouseLeft]' },
    { target: canvas(), coords: { clientX: 100, clientY: 50 }, keys: '[MouseLeft]' },
    { target: canvas(), coords: { clientX: 50, clientY: 100 }, keys: '[MouseLeft]' },
  ]);
}

describe('SVG JSON builder', () => {
  it('adds points on click, undoes the last, and refuses to finish with fewer than 3 points', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByTestId('point-count')).toHaveTextContent('0 points');
    await drawTriangle(user);
    expect(screen.getByTestId('point-count')).toHaveTextContent('3 points');
    expect(screen.getByTestId('drawing').querySelector('polygon')).toHaveAttribute('points', '100,100 200,100 100,200');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('point-count')).toHaveTextContent('2 points');
    await user.click(screen.getByRole('button', { name: 'Finish shape' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A part needs at least 3 points.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finishes a shape with a name from the prompt, refusing an empty one, and keeps it in local storage', async () => {
    const user = userEvent.setup();
    renderPage();
    await drawTriangle(user);
    await user.click(screen.getByRole('button', { name: 'Finish shape' }));
    const dialog = screen.getByRole('dialog', { name: 'Name this part' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Enter a name for the part.');
    await user.type(within(dialog).getByLabelText('Part name'), 'my_hood');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Marked parts' })).getByText('my_hood')).toBeInTheDocument();
    expect(screen.getByTestId('point-count')).toHaveTextContent('0 points');
    expect(JSON.parse(localStorage.getItem('markedParts')!)).toEqual([
      { name: 'my_hood', points: [{ x: 100, y: 100 }, { x: 200, y: 100 }, { x: 100, y: 200 }] },
    ]);
  });

  it('renames and deletes parts, and finds them again after a remount (reload)', async () => {
    const user = userEvent.setup();
    localStorage.setItem('markedParts', JSON.stringify([CAR_PARTS[0], CAR_PARTS[1]]));
    const { unmount } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Rename front_bumper' }));
    const input = screen.getByLabelText('Part name');
    expect(input).toHaveValue('front_bumper');
    await user.clear(input);
    await user.type(input, 'hood');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('A part named "hood" already exists.');
    await user.clear(input);
    await user.type(input, 'bumper_front');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('button', { name: 'Delete hood' }));
    unmount();
    renderPage();
    const list = screen.getByRole('list', { name: 'Marked parts' });
    expect(within(list).getAllByRole('listitem').map((item) => item.querySelector('.font-mono')?.textContent)).toEqual(['bumper_front']);
  });

  it('loads the shipped data set and downloads the JSON', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn(() => 'blob:parts');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderPage();
    expect(screen.getByRole('button', { name: 'Download JSON' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Load shipped data set' }));
    expect(screen.getByRole('status')).toHaveTextContent(`Loaded ${CAR_PARTS.length} parts from the shipped data set.`);
    expect(screen.getByText(`Marked parts (${CAR_PARTS.length})`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download JSON' }));
    expect(click).toHaveBeenCalledOnce();
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob);
    });
    expect(JSON.parse(text)).toEqual(CAR_PARTS);
  });

  it('asks before a load replaces parts already drawn', async () => {
    const user = userEvent.setup();
    localStorage.setItem('markedParts', JSON.stringify([CAR_PARTS[0]]));
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Load shipped data set' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Replace the marked parts?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Marked parts (1)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load shipped data set' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Replace' }));
    expect(screen.getByText(`Marked parts (${CAR_PARTS.length})`)).toBeInTheDocument();
  });

  it("loads a file, and refuses a broken one with 'Invalid JSON file'", async () => {
    const user = userEvent.setup();
    renderPage();
    const input = screen.getByLabelText('Load file');
    await user.upload(input, new File(['{broken'], 'broken.json', { type: 'application/json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid JSON file');
    await user.upload(input, new File([JSON.stringify([CAR_PARTS[2]])], 'parts.json', { type: 'application/json' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loaded 1 parts from parts.json.');
  });
});
