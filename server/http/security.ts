import type { RequestHandler } from 'express';
import helmet, { contentSecurityPolicy } from 'helmet';
import type { Config } from '../config.js';
import { AppError } from '../errors.js';

/** One year: the HSTS max-age that browsers' preload lists expect. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Content-Security-Policy of the site. The built client is same-origin scripts only
 * (index.html carries its settings as a JSON data block, not an inline script).
 * styled-components writes <style> elements at run time, hence 'unsafe-inline' for styles
 * only. Images in answers may come from any HTTPS address. The newsletter form posts to the
 * email provider's address (NEWSLETTER_FORM_ACTION).
 */
export function siteContentSecurityPolicy(config: Pick<Config, 'newsletterFormAction'>, https: boolean): Record<string, string[] | null> {
  const formAction = ["'self'"];
  if (config.newsletterFormAction) formAction.push(new URL(config.newsletterFormAction).origin);
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction,
    // Only where the site is served over HTTPS: on plain HTTP it would break every same-origin load.
    upgradeInsecureRequests: https ? [] : null,
  };
}

/**
 * Security headers (helmet): the CSP above, HSTS in production over HTTPS, no framing,
 * nosniff, a strict referrer policy. On /graphql the CSP is only frame-ancestors: in
 * development Apollo Sandbox's page there brings its own nonce-based policy.
 */
export function securityHeaders(config: Pick<Config, 'newsletterFormAction' | 'isProduction' | 'session'>): RequestHandler {
  const https = config.isProduction && config.session.cookieSecure;
  const common = {
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  } as const;
  const site = helmet({ ...common, contentSecurityPolicy: { useDefaults: false, directives: siteContentSecurityPolicy(config, https) } });
  const graphql = helmet({
    ...common,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: contentSecurityPolicy.dangerouslyDisableDefaultSrc, frameAncestors: ["'none'"] } },
  });
  return (req, res, next) => (req.path === '/graphql' ? graphql : site)(req, res, next);
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';
export const CROSS_ORIGIN_MESSAGE = 'Requests from other sites are not accepted.';

/**
 * State-changing REST routes take JSON only (415 otherwise), so that no HTML form of any
 * page can post to them, and refuse a browser's request from another origin (403). A request
 * without a body and without Content-Type (curl -X POST) is accepted.
 */
export function restWriteGuard(config: Pick<Config, 'http'>): RequestHandler {
  const publicOrigin = new URL(config.http.publicUrl).origin;
  return (req, _res, next) => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== publicOrigin && !sameHost(origin, req.headers.host)) {
      return next(new AppError('FORBIDDEN', CROSS_ORIGIN_MESSAGE));
    }
    const type = req.headers['content-type'];
    const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    if ((hasBody || type !== undefined) && type?.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
      return next(new AppError('UNSUPPORTED_MEDIA_TYPE', JSON_ONLY_MESSAGE));
    }
    next();
  };
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false; // "null" and other opaque origins
  }
}
