/** Spanish text of the blog (same keys as ./en-blog.ts). The reader is «tú». */
import type { enBlog } from './en-blog';

export const esBlog: typeof enBlog = {
  title: 'Blog',
  heading: 'El diario de Atelier',
  description:
    'Notas de taller sobre cómo crear contenido con IA: guías honestas de cada herramienta, con resultados reales de antes y después.',
  empty: 'Por ahora no hay artículos en el blog.',
  emptyInLanguage: 'Todavía no hay artículos en español.',
  readEnglishBlog: 'Leer el blog en inglés',
  moreInEnglish: { one: 'Hay un artículo más en inglés.', other: 'Hay {count} artículos más en inglés.' },
  tags: 'Etiquetas',
  posts: 'Artículos del blog',
  loading: 'Cargando artículos',
  pages: 'Páginas del blog',
  previousPage: 'Página anterior',
  nextPage: 'Página siguiente',
  page: 'Página {page}',
  allPosts: 'Todos los artículos',
  alsoIn: 'También en',
};
