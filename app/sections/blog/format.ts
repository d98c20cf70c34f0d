/** Post dates are seconds since the epoch; shown the same on the server and in the browser (UTC). */
export function formatPostDate(seconds: number): string {
  return new Date(seconds * 1000).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export function isoPostDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString();
}
