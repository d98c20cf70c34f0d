/**
 * The footer, below the fold on every page, is an island: its server HTML (plain links, the language and theme
 * switches) stays until it comes near the viewport or the visitor interacts, then its code loads. The server
 * preloads it before rendering (entry.server.tsx).
 */
import { island } from '../sections/island';

/**
 * `page` (the current path) is what its server HTML depends on besides the language in it: the switcher's links
 * lead to this page in the other languages. A client-side navigation changes it, and an island whose props change
 * replaces its server HTML at once (island.tsx), so a footer still waiting to load never shows another page's links.
 */
export const FooterIsland = island<{ page: string }>(() => import('./Footer').then((m) => m.Footer));
