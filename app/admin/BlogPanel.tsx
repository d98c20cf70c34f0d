/** Blog posts of every language, drafts included: the list, and the editor for a new or existing post. */
import { FileText, Plus } from 'lucide-react';
import { useState } from 'react';
import type { AdminBlogPost } from '#contract/admin';
import { blogPostPath } from '../lib/blog-path';
import { Button } from '../ui/button';
import { BLOG_LANGUAGE_LABELS, BlogEditor } from './BlogEditor';
import { DataTable, StatusBadge } from './DataTable';
import { formatDateTime } from './format';
import { useAdminList } from './useAdminList';

export function BlogPanel() {
  const list = useAdminList<AdminBlogPost>('/api/admin/blog');
  const [editing, setEditing] = useState<AdminBlogPost | 'new' | null>(null);
  if (editing) {
    return (
      <BlogEditor
        post={editing === 'new' ? null : editing}
        onDone={() => {
          setEditing(null);
          list.reload();
        }}
      />
    );
  }
  return (
    <DataTable
      list={list}
      caption="Blog posts"
      searchLabel="Search posts"
      searchPlaceholder="Title or URL"
      rowKey={(row) => row.id}
      toolbar={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden /> New post
        </Button>
      }
      empty={{
        icon: <FileText />,
        title: 'No posts yet',
        hint: 'Write the first one with “New post”. It stays a draft until you publish it.',
      }}
      columns={[
        {
          header: 'Post',
          cell: (row) => (
            <div className="min-w-0">
              <p className="font-semibold">{row.title}</p>
              <p className="font-mono text-xs text-ink-soft">{blogPostPath(row.custom_url, row.locale)}</p>
            </div>
          ),
        },
        {
          header: 'Language',
          className: 'whitespace-nowrap',
          cell: (row) => (
            <div>
              <p>{BLOG_LANGUAGE_LABELS[row.locale]}</p>
              {row.translations.length ? (
                <p className="text-xs text-ink-soft">
                  {row.translation_of === null ? 'Translated: ' : 'Translation, also: '}
                  {row.translations.map((version) => version.locale).join(', ')}
                </p>
              ) : null}
            </div>
          ),
        },
        {
          header: 'Status',
          cell: (row) => (
            <StatusBadge
              status={row.published ? 'published' : 'queuing'}
              label={row.published ? 'Published' : 'Draft'}
            />
          ),
        },
        { header: 'Updated', className: 'whitespace-nowrap', cell: (row) => formatDateTime(row.updated_at) },
        {
          header: 'Actions',
          className: 'text-right',
          cell: (row) => (
            <Button variant="secondary" size="sm" onClick={() => setEditing(row)} aria-label={`Edit ${row.title}`}>
              Edit
            </Button>
          ),
        },
      ]}
    />
  );
}
