/**
 * English text of the marketing sections' labels (app/sections): its own module, imported by the components that use
 * it, so it loads with them and not with every page (see ./en.ts).
 */
export const enSections = {
  rated: 'Rated 5 out of 5',
  testimonials: 'Testimonials',
  previousTestimonials: 'Previous testimonials',
  nextTestimonials: 'Next testimonials',
  before: 'Before',
  after: 'After',
  divider: 'Before/after divider',
  pictures: '{title} — pictures',
  slide: '{index} of {count}: {title}',
  slideNumber: '{index} of {count}',
  show: 'Show {title}',
};
