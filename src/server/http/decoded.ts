/** A URL component decoded as the router decodes it; one that is not valid encoding stays as sent. */
export function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
