// A refused change in the page's language, by its code (the hint), never by its sentence
// (docs/decisions/0011-error-codes-not-sentences.md): the /book catalogue's text, or 'could not' when unforeseen.
import { errorFromDatabase } from '@inspection/shared-domain';
import { errorText, type BookWords } from '../i18n/book-words';

export const refusalText = (words: Pick<BookWords, 't' | 'language'>, error: unknown) => errorText(words, errorFromDatabase(error, 'errors.updateFailed'));
