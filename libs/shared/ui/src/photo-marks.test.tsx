import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AnnotatedPhoto, PhotoMarks } from './photo-marks';
import { PhotoMarkArrowheads } from './photo-mark-arrowheads';

const marks = [
  { type: 'arrow' as const, points: [{ x: 0.1, y: 0.2 }, { x: 0.5, y: 0.6 }], color: '#dc2626' },
  { type: 'ellipse' as const, points: [{ x: 0.2, y: 0.2 }, { x: 0.6, y: 0.4 }], color: '#facc15' },
  { type: 'freehand' as const, points: [{ x: 0.1, y: 0.1 }, { x: 0.2, y: 0.3 }], color: '#2563eb' },
  { type: 'text' as const, points: [{ x: 0.7, y: 0.8 }], color: '#dc2626', text: 'Dent' },
];

describe('PhotoMarks', () => {
  it('places every mark in percentages of the photo', () => {
    const { container } = render(<div style={{ position: 'relative' }}><PhotoMarks marks={marks} /></div>);
    const arrow = container.querySelector('[data-mark="arrow"]')!;
    expect([arrow.getAttribute('x1'), arrow.getAttribute('y1'), arrow.getAttribute('x2'), arrow.getAttribute('y2')]).toEqual(['10%', '20%', '50%', '60%']);
    expect(arrow.getAttribute('marker-end')).toMatch(/^url\(#.+-arrow-0\)$/);
    const ellipse = container.querySelector('[data-mark="ellipse"]')!;
    expect([ellipse.getAttribute('cx'), ellipse.getAttribute('cy'), ellipse.getAttribute('rx'), ellipse.getAttribute('ry')]).toEqual(['40%', '30%', '20%', '10%']);
    expect(container.querySelector('[data-mark="freehand"]')!.getAttribute('points')).toBe('0.1,0.1 0.2,0.3');
    const label = container.querySelector('[data-mark="text"]')!;
    expect(label.textContent).toBe('Dent');
    expect(label.parentElement!.getAttribute('x')).toBe('70%');
    expect(container.querySelector('marker path')!.getAttribute('fill')).toBe('#dc2626');
  });

  it('keeps a label starting at its anchor on a right-to-left page', () => {
    const { container } = render(<div dir="rtl" style={{ position: 'relative' }}><PhotoMarks marks={marks} /></div>);
    expect(container.querySelector('svg[data-photo-marks]')!.getAttribute('direction')).toBe('ltr');
  });

  it('renders on the server (the buyer\'s page) as plain SVG', () => {
    const html = renderToString(<AnnotatedPhoto src="https://x/1.jpg" alt="Door" marks={marks} />);
    expect(html).toContain('<img src="https://x/1.jpg" alt="Door"');
    expect(html).toContain('data-photo-marks');
    expect(html).toContain('>Dent</text>');
  });

  it('draws marks a page shows twice once: named where first drawn, a <use> of them where shown again', () => {
    const first = renderToString(<PhotoMarks marks={marks} name="pm0" arrowheads="pa" />);
    expect(first).toContain('<g id="pm0">');
    expect(first).toContain('marker-end="url(#pa-dc2626)"');
    expect(first).not.toContain('<marker');
    const again = renderToString(<PhotoMarks marks={marks} sameAs="pm0" arrowheads="pa" />);
    expect(again).toContain('<use href="#pm0"></use>');
    expect(again).not.toContain('data-mark');
    expect(again).toContain('data-photo-marks');
  });

  it("draws a page's arrowheads once, one per colour, outside the photos", () => {
    const html = renderToString(<PhotoMarkArrowheads id="pa" colors={['#dc2626', '#2563eb', '#dc2626']} />);
    expect(html.match(/<marker /g)).toHaveLength(2);
    expect(html).toContain('id="pa-dc2626"');
    expect(html).toContain('id="pa-2563eb"');
    expect(html).toContain('fill="#2563eb"');
    expect(html).toContain('aria-hidden="true"');
  });
});
