import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { NoPermissionError } from '../api/login.ts';
import { loginErrorMessage } from './login-form.tsx';

describe('loginErrorMessage (spec §8)', () => {
  it("shows the spec's words when the server refuses the role (403 no_permission) or the client does", () => {
    const refused = new ApiError(
      403,
      '¡Su usuario no tiene permisos necesarios!',
      {},
      { code: 'no_permission' },
    );
    expect(loginErrorMessage(refused)).toBe('¡Su usuario no tiene permisos necesarios!');
    expect(loginErrorMessage(new NoPermissionError())).toBe('¡Su usuario no tiene permisos necesarios!');
  });

  it('keeps wrong credentials apart', () => {
    const wrong = new ApiError(401, '¡Usuario o contraseña incorrectos!', {}, { code: 'login_failed' });
    expect(loginErrorMessage(wrong)).toBe('¡Usuario o contraseña incorrectos!');
  });
});
