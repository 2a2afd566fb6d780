// The /book document's own words (its title and description; the page's texts are in its components). One place,
// so a translation can take them per language.
export const BOOK_PAGE_TEXTS = {
  en: {
    title: 'Book a Vehicle Inspection',
    description: 'Book a pre-purchase vehicle inspection at your location: choose the inspection, the place and the time.',
  },
} as const;

export type BookPageLanguage = keyof typeof BOOK_PAGE_TEXTS;
