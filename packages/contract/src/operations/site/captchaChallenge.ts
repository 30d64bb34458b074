export const address = { method: 'GET', path: '/api/v1/captcha/challenge' } as const;
