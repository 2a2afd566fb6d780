// Public API of @inspection/i18n: the customer-facing pages in English and Arabic, one translator and one catalogue
// format (translator.ts; docs/decisions/0010-one-translator.md). The pure rules (which language, direction,
// formatting) live in @inspection/shared-domain.
export {
  createTranslator,
  loadTranslator,
  type Catalogue,
  type PluralForms,
  type Translate,
  type Translator,
  type Values,
} from './translator';
export { createPageWords, usePageWords, type PageWords } from './page-words';
export { I18nProvider, useI18n, type I18n } from './react';
export { LanguageSwitch } from './language-switch';
export { browserLanguage, languageCookie, rememberLanguage } from './browser-language';
