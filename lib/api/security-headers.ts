// The browser's defences, sent with every page (proxy.ts) and every /api answer (route.ts):
// no framing by other sites, no content sniffing, no full URLs leaked to other sites, no
// powerful browser features, and a Content-Security-Policy that runs only this app's scripts.

/** Third-party services the optional integrations reach from the browser (GET /api/config). */
const MAPS = ['https://api.mapbox.com'];
const SUPPORT_FORM = [
  'https://*.hsforms.net',
  'https://*.hsforms.com',
  'https://*.hubspot.com',
  'https://*.hubapi.com',
];

/** Headers every response carries, whatever its content. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  // frame-ancestors 'none' says the same to current browsers; this is for older ones.
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  // Nothing in the app uses these; an injected script or a framed page must not either.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** /api answers are JSON or file downloads, never documents that load anything. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Every /api answer's security headers, as one record for a response made with them. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  ...BASE_SECURITY_HEADERS,
  'content-security-policy': API_CONTENT_SECURITY_POLICY,
};

/** A fresh, unguessable nonce for one page request. */
export function newNonce(): string {
  return btoa(crypto.randomUUID());
}

/**
 * The pages' policy. Scripts run only with this request's nonce, which Next.js puts on its own
 * scripts when it finds the policy on the request; 'strict-dynamic' lets those scripts load the
 * app's chunks and the support form's embed script. Styles allow inline attributes (React renders
 * `style=` on the server), which cannot run code. Images include blob: and data: for the logo
 * cropper's previews.
 */
export function pageContentSecurityPolicy(options: { nonce: string; dev: boolean; https: boolean }): string {
  const directives = [
    "default-src 'self'",
    // React's development build uses eval for its error overlays; production never does.
    `script-src 'self' 'nonce-${options.nonce}' 'strict-dynamic'${options.dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'blob:', 'data:', ...MAPS, ...SUPPORT_FORM].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...MAPS, ...SUPPORT_FORM].join(' '),
    ['frame-src', ...SUPPORT_FORM].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Only behind HTTPS: over plain HTTP (localhost, a LAN address) it would break every asset.
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Sets the base headers and the given Content-Security-Policy. */
export function setSecurityHeaders(headers: Headers, contentSecurityPolicy: string): void {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) headers.set(name, value);
  headers.set('content-security-policy', contentSecurityPolicy);
}

/**
 * The mark of an answer made with API_SECURITY_HEADERS already (apiJson in json-response.ts): a
 * registered symbol, the same in each copy of this module the production build bundles.
 */
const SECURED = Symbol.for('claimcert.apiSecurityHeaders');

/** Marks a response made with API_SECURITY_HEADERS, which withApiSecurityHeaders then passes as is. */
export function madeSecure(response: Response): Response {
  return Object.assign(response, { [SECURED]: true });
}

/**
 * Every /api answer with the security headers. A new response, as some (Response.redirect) have
 * immutable headers; one made with them (madeSecure) as it is.
 */
export function withApiSecurityHeaders(response: Response): Response {
  if ((response as { [SECURED]?: boolean })[SECURED]) return response;
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
