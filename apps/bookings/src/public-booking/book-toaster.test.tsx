// /book's toasts sit in the page's corner: top-right in English, mirrored to top-left on the Arabic page.
import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { Catalogue } from '@inspection/i18n';
import { toast } from '@inspection/ui';
import { bookWords } from './i18n/book-words';
import ar from './i18n/ar.json';
import { BookToaster } from './book-page-root';

afterEach(() => {
  act(() => void toast.dismiss());
  bookWords.provide('en', undefined);
});

const corner = () => {
  const list = document.querySelector('[data-sonner-toaster]');
  return [list?.getAttribute('data-y-position'), list?.getAttribute('data-x-position'), list?.getAttribute('dir')];
};

describe("/book's toasts", () => {
  it('on the Arabic page: top-left, right to left', async () => {
    bookWords.provide('ar', ar as Catalogue);
    render(<BookToaster />);
    act(() => void toast.error('تعذّر إتمام الحجز'));
    expect(await screen.findByText('تعذّر إتمام الحجز')).toBeInTheDocument();
    expect(corner()).toEqual(['top', 'left', 'rtl']);
  });

  it('on the English page: top-right, left to right', async () => {
    render(<BookToaster />);
    act(() => void toast.error('Failed to process booking'));
    expect(await screen.findByText('Failed to process booking')).toBeInTheDocument();
    expect(corner()).toEqual(['top', 'right', 'ltr']);
  });
});
