/** "April 15, 2024" for 2024-04-15, the same on server and client (fixed locale and time zone). */
export function formatDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** "April 2024" for 2024-04-15, the same on server and client. */
export function formatMonth(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** "3,240" for 3240, the same on server and client. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}
