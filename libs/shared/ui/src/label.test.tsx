import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Label } from './label';

describe('Label', () => {
  it("marks a required field with an asterisk after the text, spaced on the text's side in either direction", () => {
    render(
      <Label htmlFor="x" required>
        Customer Name
      </Label>,
    );
    const label = screen.getByText('Customer Name');
    // margin-inline-start: the space sits between the text and the asterisk, left to right and right to left (Arabic)
    expect(label).toHaveClass("after:ms-0.5", "after:content-['*']");
    expect(label.className).not.toMatch(/after:m[lr]-/);
  });

  it('has no asterisk when not required', () => {
    render(<Label htmlFor="y">Notes</Label>);
    expect(screen.getByText('Notes').className).not.toContain("after:content-['*']");
  });
});
