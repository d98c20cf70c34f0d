/** System / light / dark, in the footer of every page. */
import { Monitor, Moon, Sun } from 'lucide-react';
import { useThemeChoice, type ThemeChoice } from '../lib/theme';
import { Segmented, type SegmentedOption } from '../pricing/Segmented';

const OPTIONS: ReadonlyArray<SegmentedOption<ThemeChoice>> = [
  { value: 'system', label: <ThemeLabel icon={<Monitor aria-hidden size={14} />} text="System" /> },
  { value: 'light', label: <ThemeLabel icon={<Sun aria-hidden size={14} />} text="Light" /> },
  { value: 'dark', label: <ThemeLabel icon={<Moon aria-hidden size={14} />} text="Dark" /> },
];

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
  return <Segmented label="Colour theme" value={choice} options={OPTIONS} onChange={choose} />;
}
