// Public API of @inspection/i18n: the customer-facing pages in English and Arabic (README, "Customer pages in two
// languages"). The pure rules (which language, direction, formatting) live in @inspection/shared-domain.
export { createTranslator, loadTranslator, translatorLanguage, type Catalogue, type Translate, type Translator } from './translator';
export { I18nProvider, useI18n, type I18n } from './react';
export { LanguageSwitch } from './language-switch';
export { browserLanguage, languageCookie, rememberLanguage } from './browser-language';
