/** System / light / dark, in the footer of every page. */
import { Monitor, Moon, Sun } from 'lucide-react';
import { useMessages } from '../i18n/context';
import { enTheme } from '../i18n/messages/en-footer';
import { useThemeChoice, type ThemeChoice } from '../lib/theme';
import { Segmented, type SegmentedOption } from '../pricing/Segmented';

function ThemeLabel({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <>
      {icon}
      {text}
    </>
  );
}

export function ThemeSwitch() {
  const [choice, choose] = useThemeChoice();
  const theme = useMessages('theme', enTheme);
  const options: ReadonlyArray<SegmentedOption<ThemeChoice>> = [
    { value: 'system', label: <ThemeLabel icon={<Monitor aria-hidden size={14} />} text={theme.system} /> },
    { value: 'light', label: <ThemeLabel icon={<Sun aria-hidden size={14} />} text={theme.light} /> },
    { value: 'dark', label: <ThemeLabel icon={<Moon aria-hidden size={14} />} text={theme.dark} /> },
  ];
  return <Segmented label={theme.label} value={choice} options={options} onChange={choose} />;
}
