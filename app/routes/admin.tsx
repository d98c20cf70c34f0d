/** /admin — the admin console (client-loaded: every figure comes from /api/admin/*, which checks ADMIN_EMAILS). */
import { AdminConsole } from '../admin/AdminConsole';
import { seoMeta } from '../lib/seo';

export const meta = () => [
  ...seoMeta({ title: 'Admin console', description: 'Atelier administration.', path: '/admin' }),
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function Admin() {
  return <AdminConsole />;
}
