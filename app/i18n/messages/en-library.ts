/** English text of My Tasks (the media library and its transcript workspace): loaded with that page. */
export const enLibrary = {
  title: 'My Tasks',
};
