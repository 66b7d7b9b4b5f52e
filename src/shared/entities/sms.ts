/**
 * Donation messages as the SMS gateway (or an imported operator statement) hands them to the
 * platform server (`POST /sms/inbound`, the Kannel adapter, `POST /sms/import`). A batch is
 * checked message by message: one malformed message is refused on its own, the others are kept.
 */
import { z } from 'zod';
import { boundMessage, WITHOUT_CONTROL_CHARACTERS } from './fields';

/** At most this many messages in one request (a gateway batch, an import chunk). */
export const SMS_BATCH_MAX = 1000;
/** Longest message text kept: ten concatenated SMS parts. */
export const SMS_TEXT_MAX = 1600;
export const SMS_MESSAGE_ID_MAX = 100;

/** Operator ids (spec 9): 1 Etisalat, 2 Du. */
// One literal of two values (not a union), so a refusal carries this message rather than a branch's.
export const smsOperatorSchema = z.literal([1, 2], { error: 'validation.smsOperator' });
export type SmsOperatorId = z.infer<typeof smsOperatorSchema>;

/** One received message, as the gateway posts it and as a row of an imported statement. */
export const inboundSmsSchema = z.strictObject({
  /** The operator that delivered it: 1 Etisalat, 2 Du. */
  mno: z.preprocess((value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value), smsOperatorSchema),
  /** The operator's id of the message; the same id twice is the same message (gateways retry). */
  message_id: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(SMS_MESSAGE_ID_MAX, boundMessage('maxLength', SMS_MESSAGE_ID_MAX))
    .regex(WITHOUT_CONTROL_CHARACTERS, 'validation.controlCharacter'),
  /** The short code the donor sent to (4202 …). */
  short_code: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    z.number({ error: 'validation.smsShortCode' }).int('validation.smsShortCode').min(1, 'validation.smsShortCode').max(99_999_999, 'validation.smsShortCode'),
  ),
  /** The donor's number, digits with an optional leading +; stored only as a keyed hash. */
  sender: z.string({ error: 'validation.required' }).trim().regex(/^\+?\d{6,15}$/, 'validation.smsSender'),
  /** The message as the donor typed it (a keyword, in English or Arabic). */
  text: z.string({ error: 'validation.required' }).max(SMS_TEXT_MAX, boundMessage('maxLength', SMS_TEXT_MAX)),
  /** When the operator received it: ISO 8601 with its offset (or Z). */
  received_at: z.iso.datetime({ offset: true, error: 'validation.smsReceivedAt' }),
});
export type InboundSms = z.output<typeof inboundSmsSchema>;
export type InboundSmsInput = z.input<typeof inboundSmsSchema>;

/** The columns of an operator statement CSV, in this order, with this header row (README). */
export const SMS_IMPORT_COLUMNS = ['mno', 'message_id', 'short_code', 'sender', 'text', 'received_at'] as const;

/**
 * A batch body: `{ messages: [...] }` with 1 to SMS_BATCH_MAX entries. Each entry is checked
 * with `inboundSmsSchema` on its own (its refusal is its own result), so the batch only checks
 * the envelope. A single message may also be posted bare (the route wraps it).
 */
export const inboundSmsBatchSchema = z.strictObject({
  messages: z.array(z.unknown()).min(1, 'validation.required').max(SMS_BATCH_MAX, boundMessage('maxItems', SMS_BATCH_MAX)),
});

/** What became of one message of a request, in the order they were sent. */
export const smsMessageResultSchema = z.object({
  index: z.number().int(),
  message_id: z.string().nullable(),
  /** stored: counted now; duplicate: this operator message id was already kept; refused: see fields. */
  status: z.enum(['stored', 'duplicate', 'refused']),
  /** Whether the text matched a keyword of the short code's organization (stored messages only). */
  matched: z.boolean().optional(),
  /** Field messages (i18n keys) of a refused message. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type SmsMessageResult = z.infer<typeof smsMessageResultSchema>;

export const smsIntakeResponseSchema = z.object({
  stored: z.number().int(),
  duplicates: z.number().int(),
  refused: z.number().int(),
  results: z.array(smsMessageResultSchema),
});
export type SmsIntakeResponse = z.infer<typeof smsIntakeResponseSchema>;
