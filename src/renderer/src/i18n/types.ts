import type { ErrorCode } from '../../../shared/errors';

type PathToObject<P extends string> = P extends `${infer Head}.${infer Rest}`
  ? { [K in Head]: PathToObject<Rest> }
  : { [K in P]: string };
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (arg: infer I) => void ? I : never;

/**
 * The `errors` section of a dictionary: one message per error code of src/shared/errors.ts,
 * dotted codes nested ('otp.invalid' → errors.otp.invalid). A new code without a message,
 * or a message for an unknown code, is a type error.
 */
export type ErrorMessages = UnionToIntersection<PathToObject<ErrorCode>>;
