import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { CAR_PARTS } from '@inspection/car-parts';
import PartsPreviewPage from './parts-preview-page';

const renderPage = () =>
  render(
    <MemoryRouter>
      <PartsPreviewPage />
    </MemoryRouter>,
  );

beforeEach(() => localStorage.clear());

describe('Parts preview', () => {
  it('shows the shipped data set when nothing is stored, with a count and a list', () => {
    const { container } = renderPage();
    expect(screen.getByText('Shipped data set')).toBeInTheDocument();
    expect(screen.getByTestId('part-count')).toHaveTextContent(`${CAR_PARTS.length} parts`);
    expect(screen.getAllByRole('listitem')).toHaveLength(CAR_PARTS.length);
    expect(container.querySelectorAll('polygon.car-part')).toHaveLength(CAR_PARTS.length);
  });

  it('shows the stored marked parts and names the one under the pointer', () => {
    localStorage.setItem('markedParts', JSON.stringify([CAR_PARTS.find((part) => part.name === 'hood')]));
    const { container } = renderPage();
    expect(screen.getByText('From local storage')).toBeInTheDocument();
    expect(screen.getByTestId('part-count')).toHaveTextContent('1 part');
    const hood = container.querySelector('[data-part="hood"]')!;
    expect(hood.querySelector('title')).toHaveTextContent('Hood');
    fireEvent.mouseOver(hood);
    expect(screen.getByTestId('hovered-part')).toHaveTextContent('Hood (hood)');
    expect(hood).toHaveAttribute('data-marked', 'true');
  });
});
