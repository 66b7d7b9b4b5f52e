/**
 * An identity is what a person signs in with: a UAE mobile number or an email address.
 * Requests carry it as `{ mobile_number }` or `{ email }`; the database keys it as
 * `mobile:<number>` / `email:<address>`.
 */
import type { IdentityChannel } from '../../../shared/entities/auth';

export interface Identity {
  channel: IdentityChannel;
  /** The number or the (lower-cased) address. */
  value: string;
}

export function identityFromBody(body: { mobile_number: string } | { email: string }): Identity {
  return 'mobile_number' in body
    ? { channel: 'mobile', value: body.mobile_number }
    : { channel: 'email', value: body.email };
}

export function identityKey(identity: Identity): string {
  return `${identity.channel}:${identity.value}`;
}
