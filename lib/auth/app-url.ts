// The app's public address, NEXTAUTH_URL (README, Configuration): what the browser's Origin is
// checked against and what decides whether cookies must be Secure.

/** The origin (scheme, host, port) of NEXTAUTH_URL, or null when it is unset or not a URL. */
export function appOrigin(): string | null {
  const url = process.env.NEXTAUTH_URL;
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** True when the app is published over HTTPS (possibly behind a TLS-terminating proxy). */
export function servedOverHttps(): boolean {
  return appOrigin()?.startsWith('https://') ?? false;
}
