/** Leaves the app for a hosted checkout page (a full navigation; kept in its own module so tests can observe it). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
