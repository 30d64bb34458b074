import { ERROR_CODES, type ErrorCode, errorCodeForStatus, MESSAGES } from '@campus/contract';

/**
 * Typed errors a service throws; the error plugin turns each into its status and
 * `{message, code, errors?}` body. `code` is stable (ERROR_CODES in the contract): clients branch on
 * it, never on the Spanish `message`. Pass a specific code where a client must tell cases apart.
 */
export class AppError extends Error {
  readonly code: ErrorCode;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    code?: ErrorCode,
  ) {
    super(message);
    this.name = new.target.name;
    this.code = code ?? errorCodeForStatus(statusCode);
  }
}

export class NotFound extends AppError {
  constructor(message: string = MESSAGES.notFound, code: ErrorCode = ERROR_CODES.notFound) {
    super(404, message, undefined, code);
  }
}

export class Unauthorized extends AppError {
  constructor(message: string = MESSAGES.unauthenticated, code: ErrorCode = ERROR_CODES.unauthenticated) {
    super(401, message, undefined, code);
  }
}

export class Forbidden extends AppError {
  constructor(message: string = MESSAGES.forbidden, code: ErrorCode = ERROR_CODES.forbidden) {
    super(403, message, undefined, code);
  }
}

export class Conflict extends AppError {
  constructor(message: string, code: ErrorCode = ERROR_CODES.conflict) {
    super(409, message, undefined, code);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message: string = MESSAGES.tooManyRequests,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message, undefined, ERROR_CODES.tooManyRequests);
  }
}

/** 422 with per-field messages: `{message, code, errors: {field: [mensaje]}}`. */
export class ValidationFailed extends AppError {
  constructor(
    errors: Record<string, string[]>,
    message: string = Object.values(errors)[0]?.[0] ?? MESSAGES.validation,
    code: ErrorCode = ERROR_CODES.validation,
  ) {
    super(422, message, errors, code);
  }

  static field(field: string, message: string, code: ErrorCode = ERROR_CODES.validation): ValidationFailed {
    return new ValidationFailed({ [field]: [message] }, message, code);
  }
}
