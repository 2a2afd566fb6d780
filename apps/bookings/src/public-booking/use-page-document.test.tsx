// The static /book (no server page): the document's language, direction and title follow the page's language.
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { usePageDocument } from './use-page-document';

describe('usePageDocument', () => {
  it('sets lang, dir and the title in Arabic while the page is open, and gives the old ones back', () => {
    document.documentElement.lang = 'en';
    document.documentElement.dir = '';
    document.title = 'Bookings';
    const { unmount, rerender } = renderHook(({ language, dir, title }) => usePageDocument(language, dir, title), {
      initialProps: { language: 'ar' as const, dir: 'rtl' as const, title: 'احجز فحص سيارة' } as { language: 'ar' | 'en'; dir: 'rtl' | 'ltr'; title: string },
    });
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.title).toBe('احجز فحص سيارة');
    rerender({ language: 'en', dir: 'ltr', title: 'Book a Vehicle Inspection' });
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.title).toBe('Book a Vehicle Inspection');
    unmount();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement.dir).toBe('');
    expect(document.title).toBe('Bookings');
  });
});
