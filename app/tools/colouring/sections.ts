/** Lazy section components (kept out of other pages' first load): the colouring tool and the contact form. */
import { lazy } from 'react';

export const LazyColouringTool = lazy(() => import('./ColouringTool').then((m) => ({ default: m.ColouringTool })));
export const LazyContactForm = lazy(() =>
  import('#app/forms/ContactFormSection').then((m) => ({ default: m.ContactFormSection })),
);
