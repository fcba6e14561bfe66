import { useLocation, useParams } from 'react-router-dom';
import { browserNavigation } from '../lib/browser-navigation';
import { LANGUAGES, languageOf } from '../lib/languages';
import { localize } from '../lib/localize';

/** The languages' own names (ACH is the translation mode). */
const NATIVE_NAMES: Readonly<Record<(typeof LANGUAGES)[number], string>> = {
  EN: 'English',
  DE: 'Deutsch',
  ES: 'Español',
  FR: 'Français',
  ID: 'Indonesia',
  IT: 'Italiano',
  PL: 'Polski',
  PT: 'Português',
  RU: 'Русский',
  TH: 'ไทย',
  VI: 'Tiếng Việt',
  ZH_CN: '简体中文',
  ZH_TW: '繁體中文',
  ACH: 'Translation mode',
};

/** The same page in another language: only the first path segment changes. */
export function pathInLanguage(pathname: string, language: string): string {
  return pathname.replace(/^\/[^/]*/, `/${language.toLowerCase()}`);
}

/**
 * Switching language loads the page again in full at its new address, so the socket reconnects
 * with the new `l` and every text is read in the new language.
 */
export function LanguageSwitcher() {
  const { lang } = useParams();
  const { pathname, search, hash } = useLocation();
  const current = languageOf(lang) ?? 'EN';
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{localize('Language')}</span>
      <select
        value={current}
        data-testid="language"
        onChange={(event) =>
          browserNavigation.assign(`${pathInLanguage(pathname, event.target.value)}${search}${hash}`)
        }
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language}>
            {NATIVE_NAMES[language]}
          </option>
        ))}
      </select>
    </label>
  );
}
