import { MESSAGES } from '@campus/contract';

/** Typed errors a service throws; the error plugin turns each into its status and `{message}` body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFound extends AppError {
  constructor(message: string = MESSAGES.notFound) {
    super(404, message);
  }
}

export class Unauthorized extends AppError {
  constructor(message: string = MESSAGES.unauthenticated) {
    super(401, message);
  }
}

export class Forbidden extends AppError {
  constructor(message: string = MESSAGES.forbidden) {
    super(403, message);
  }
}

export class Conflict extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class TooManyRequests extends AppError {
  constructor(
    message: string = MESSAGES.tooManyRequests,
    readonly retryAfterSeconds?: number,
  ) {
    super(429, message);
  }
}

/** 422 with per-field messages: `{message, errors: {field: [mensaje]}}`. */
export class ValidationFailed extends AppError {
  constructor(
    errors: Record<string, string[]>,
    message: string = Object.values(errors)[0]?.[0] ?? MESSAGES.validation,
  ) {
    super(422, message, errors);
  }

  static field(field: string, message: string): ValidationFailed {
    return new ValidationFailed({ [field]: [message] }, message);
  }
}
