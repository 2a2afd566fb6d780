import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CarPartsDiagram, MARKED_PART_FILL } from './car-parts-diagram';
import { CAR_PARTS } from './car-parts-data';

const part = (container: HTMLElement, name: string) => container.querySelector(`[data-part="${name}"]`)!;

describe('CarPartsDiagram', () => {
  it('draws the outline and every shipped part, keeping the 810 x 1082 canvas', () => {
    const { container } = render(<CarPartsDiagram />);
    const svg = screen.getByRole('img', { name: 'Car parts diagram' });
    expect(svg).toHaveAttribute('viewBox', '0 0 810 1082');
    expect(svg.style.aspectRatio).toBe('810 / 1082');
    expect(screen.getByTestId('car-outline')).toBeInTheDocument();
    expect(container.querySelectorAll('polygon.car-part')).toHaveLength(CAR_PARTS.length);
  });

  it('names each part on hover with a title', () => {
    const { container } = render(<CarPartsDiagram />);
    expect(part(container, 'front_bumper').querySelector('title')).toHaveTextContent('Front bumper');
  });

  it('fills parts with partFill and highlights marked parts', () => {
    const { container } = render(
      <CarPartsDiagram partFill={(name) => (name === 'hood' ? '#123456' : undefined)} markedParts={['rear_left_door']} />,
    );
    expect(part(container, 'hood')).toHaveAttribute('fill', '#123456');
    expect(part(container, 'roof')).toHaveAttribute('fill', 'transparent');
    expect(part(container, 'rear_left_door')).toHaveAttribute('fill', MARKED_PART_FILL);
    expect(part(container, 'rear_left_door')).toHaveAttribute('data-marked', 'true');
    expect(part(container, 'roof')).not.toHaveAttribute('data-marked');
  });

  it('is read-only without onPartClick: no buttons, nothing focusable', () => {
    render(<CarPartsDiagram />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('makes each part a button when clickable: click, Enter and Space report its name', async () => {
    const onPartClick = vi.fn();
    render(<CarPartsDiagram onPartClick={onPartClick} />);
    const hood = screen.getByRole('button', { name: 'Hood' });
    expect(screen.getAllByRole('button')).toHaveLength(CAR_PARTS.length);
    await userEvent.click(hood);
    expect(onPartClick).toHaveBeenLastCalledWith('hood');
    const door = screen.getByRole('button', { name: 'Rear left door' });
    door.focus();
    expect(door).toHaveFocus();
    fireEvent.keyDown(door, { key: 'Enter' });
    expect(onPartClick).toHaveBeenLastCalledWith('rear_left_door');
    fireEvent.keyDown(screen.getByRole('button', { name: 'Front bumper' }), { key: ' ' });
    expect(onPartClick).toHaveBeenLastCalledWith('front_bumper');
    expect(onPartClick).toHaveBeenCalledTimes(3);
  });

  it('draws given parts and extra children', () => {
    const { container } = render(
      <CarPartsDiagram parts={[{ name: 'my_part', points: [{ x: 1, y: 1 }, { x: 9, y: 1 }, { x: 1, y: 9 }] }]}>
        <circle data-testid="extra" cx={1} cy={1} r={2} />
      </CarPartsDiagram>,
    );
    expect(container.querySelectorAll('polygon.car-part')).toHaveLength(1);
    expect(part(container, 'my_part')).toHaveAttribute('points', '1,1 9,1 1,9');
    expect(screen.getByTestId('extra')).toBeInTheDocument();
  });

  it('renders on the server with react-dom/server', () => {
    const html = renderToString(<CarPartsDiagram partFill={() => '#ff0000'} markedParts={['hood']} />);
    expect(html).toContain('viewBox="0 0 810 1082"');
    expect(html).toContain('data-part="front_bumper"');
    expect(html).toContain('<title>Rear left door</title>');
  });

  it('is one Tab stop when clickable: the arrow keys, Home and End move between the parts', () => {
    render(<CarPartsDiagram onPartClick={() => undefined} title="Vehicle parts diagram" />);
    expect(screen.getByRole('group', { name: 'Vehicle parts diagram' })).toBeInTheDocument();
    const buttons = screen.getAllByRole('button');
    expect(buttons.filter((button) => button.getAttribute('tabindex') === '0')).toEqual([buttons[0]]);
    buttons[0].focus();
    fireEvent.keyDown(buttons[0], { key: 'ArrowRight' });
    expect(buttons[1]).toHaveFocus();
    expect(buttons[1]).toHaveAttribute('tabindex', '0');
    expect(buttons[0]).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(buttons[1], { key: 'ArrowUp' });
    fireEvent.keyDown(buttons[0], { key: 'ArrowLeft' });
    expect(buttons[buttons.length - 1]).toHaveFocus();
    fireEvent.keyDown(buttons[buttons.length - 1], { key: 'Home' });
    expect(buttons[0]).toHaveFocus();
    fireEvent.keyDown(buttons[0], { key: 'End' });
    expect(buttons[buttons.length - 1]).toHaveFocus();
  });
});
