/** The toaster in the visitor's theme. Loaded after the first interaction (root.tsx), with the theme hook it needs. */
import { Toaster } from 'sonner';
import { useThemeChoice } from '../lib/theme';

export function ThemedToaster() {
  const [theme] = useThemeChoice();
  return <Toaster position="top-center" richColors closeButton theme={theme} />;
}
