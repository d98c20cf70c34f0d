/**
 * The footer, below the fold on every page, is an island: its server HTML (plain links, the language and theme
 * switches) stays until it comes near the viewport or the visitor interacts, then its code loads. The server
 * preloads it before rendering (entry.server.tsx).
 */
import { island } from '../sections/island';

export const FooterIsland = island(() => import('./Footer').then((m) => m.Footer));
