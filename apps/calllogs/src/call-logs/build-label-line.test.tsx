import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuildLabelLine } from './build-label-line';

describe('BuildLabelLine', () => {
  it('shows a release build its label as plain text', () => {
    render(<BuildLabelLine label="0.1.0+20261129154539.3fb5a27" />);
    expect(screen.getByText('Build 0.1.0+20261129154539.3fb5a27').tagName).toBe('P');
  });

  it('shows nothing for a build without a label (this test run has none)', () => {
    const { container } = render(<BuildLabelLine />);
    expect(container).toBeEmptyDOMElement();
  });
});
