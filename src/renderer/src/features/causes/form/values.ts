import type { Cause } from '../../../../../shared/entities/cause';
import { descriptionValue, emptyPayments, paymentValues, type FilledValues, type PayableFormValues } from '../../payable/values';

/** The case form (spec 2.13): the shared fields, the order and the amounts. */
export interface CauseFormValues extends PayableFormValues {
  order: string;
  target_amount: string;
  /** Shown in edit mode only. */
  collected_amount: string;
}

export function emptyCauseValues(): FilledValues<CauseFormValues> {
  return {
    act_id: '',
    nameAR: '',
    nameEN: '',
    order: '0',
    infoAR: '',
    infoEN: '',
    mediaURL: null,
    target_amount: '',
    collected_amount: '0',
    ...emptyPayments(),
  };
}

/** A saved case in the form: edit, or duplicate into a new one. */
export function causeValues(cause: Cause, mode: 'edit' | 'duplicate'): FilledValues<CauseFormValues> {
  return {
    act_id: String(cause.actid),
    nameAR: cause.nameAR,
    nameEN: cause.nameEN,
    order: String(cause.order),
    infoAR: descriptionValue(cause.infoAR, 'ar'),
    infoEN: descriptionValue(cause.infoEN, 'en'),
    mediaURL: cause.mediaURL,
    target_amount: String(cause.targetAmount),
    collected_amount: String(cause.collectedAmount),
    ...paymentValues(cause, mode),
  };
}
