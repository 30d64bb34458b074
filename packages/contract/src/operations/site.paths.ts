// Where each of the site's own small calls lives (location, captcha, the browser's beacons). No zod
// here: the web imports this file at load; the schemas stay in ./site.ts.
export const sitePaths = {
  geo: { method: 'GET', path: '/api/v1/geo' },
  captchaChallenge: { method: 'GET', path: '/api/v1/captcha/challenge' },
  clientErrors: { method: 'POST', path: '/api/v1/client-errors' },
  landingVisits: { method: 'POST', path: '/api/v1/landing-visits' },
} as const;
