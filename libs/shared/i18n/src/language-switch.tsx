import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@inspection/shared-domain';
import { cn } from '@inspection/ui';

/**
 * English | العربية as plain links (`?lang=`), so it works on a server-rendered page with no script; the page's
 * server (or `rememberLanguage` in the browser) remembers the choice. Each name is written in its own language.
 */
export function LanguageSwitch({
  current,
  hrefFor = (language) => `?lang=${language}`,
  label,
  className,
}: {
  current: Language;
  hrefFor?: (language: Language) => string;
  /** The group's accessible name, in the page's language ('Language' / 'اللغة'). */
  label: string;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn('flex items-center gap-1 text-sm print:hidden', className)} data-language-switch="">
      {LANGUAGES.map((language) => (
        <a
          key={language}
          href={hrefFor(language)}
          lang={language}
          hrefLang={language}
          aria-current={language === current ? 'true' : undefined}
          className={cn(
            'inline-flex min-h-11 items-center rounded-md px-3 font-medium underline-offset-4',
            language === current ? 'bg-white/15 underline' : 'opacity-80 hover:opacity-100 hover:underline',
          )}
        >
          {LANGUAGE_NAMES[language]}
        </a>
      ))}
    </nav>
  );
}
