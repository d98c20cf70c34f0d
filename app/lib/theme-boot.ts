/**
 * The part of the colour theme every page needs at first load: the storage key and the inline <head> script that
 * applies a stored choice before the first paint. The switch and its hook (theme.ts) load with the footer's island.
 */
export const THEME_STORAGE_KEY = 'atelier-theme';

/** Runs in <head> before the stylesheet paints. Kept tiny and self-contained: it is hashed into the CSP. */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
