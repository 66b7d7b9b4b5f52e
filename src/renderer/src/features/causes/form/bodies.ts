/** The case form's request bodies (spec 3, 4): a create, and the main data of an edit. */
import type { Cause, CauseInput } from '../../../../../shared/entities/cause';
import type { FormMode } from '../../payable/formMode';
import { ccCreateItems, descriptionBody, editedDescription, int, mediaBody, smsCreateItems, text } from '../../payable/bodies';
import type { CauseFormValues } from './values';

/** Main data of a case: the organization is the record's (edit) or the chosen one; the collected amount is edited only. */
function causeData(values: CauseFormValues, orgId: number, mode: FormMode) {
  return {
    act_id: int(values.act_id),
    org_id: orgId,
    nameAR: text(values.nameAR),
    nameEN: text(values.nameEN),
    order: int(values.order),
    infoAR: descriptionBody(values.infoAR),
    infoEN: descriptionBody(values.infoEN),
    target_amount: int(values.target_amount),
    ...(mode === 'edit' && { collected_amount: int(values.collected_amount) }),
    mediaURL: mediaBody(values.mediaURL),
  };
}

/** `POST /causes`: the SMS list is dropped when its section is unticked (spec 4). */
export function causeCreateBody(values: CauseFormValues, orgId: number): CauseInput {
  return {
    ...causeData(values, orgId, 'create'),
    ...(values.smsOn === 1 && { sms_payment: smsCreateItems(values) }),
    cc_payment: ccCreateItems(values),
  };
}

/** The main data of an edit, always sent (spec 4); an untouched 'No description' prefill stays empty. */
export function causeEditBody(baseline: Cause, values: CauseFormValues) {
  return {
    ...causeData(values, baseline.orgid, 'edit'),
    infoAR: editedDescription(values.infoAR, 'ar', baseline.infoAR),
    infoEN: editedDescription(values.infoEN, 'en', baseline.infoEN),
  };
}
