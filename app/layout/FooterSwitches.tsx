/** The footer's language and theme switches: an island (Footer.tsx), so their code is not in any page's first load. */
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeSwitch } from './ThemeSwitch';

export function FooterSwitches() {
  return (
    <div className="flex flex-col-reverse items-center gap-3 sm:flex-row">
      <LanguageSwitch />
      <ThemeSwitch />
    </div>
  );
}
