/**
 * The one coded error type. Routers and domain code throw it; `server/http/envelope.ts`
 * is the only place that turns it (and every other error) into the `{ code, msg, data }` envelope.
 */
import { ResultCode } from '#contract/envelope';

export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus: number = 400,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'AppError';
  }

  static unauthorized(message = 'Please sign in to continue.') {
    return new AppError(ResultCode.Unauthorized, message, 401);
  }
  static notFound(message = 'Not found.') {
    return new AppError(ResultCode.NotFound, message, 404);
  }
  static forbidden(message = 'You do not have access to this resource.') {
    return new AppError(ResultCode.Forbidden, message, 403);
  }
  static invalid(message: string, data: unknown = null) {
    return new AppError(ResultCode.InvalidInput, message, 400, data);
  }
  static creditsExhausted(message = 'Not enough credits. Please upgrade your plan.') {
    // 200 with code -102: the clients read the code, not the status, and open the pricing modal.
    return new AppError(ResultCode.CreditsExhausted, message, 200);
  }
  static conflict(message: string) {
    return new AppError(ResultCode.Conflict, message, 409);
  }
  static tooLarge(message: string) {
    return new AppError(ResultCode.TooLarge, message, 413);
  }
}
