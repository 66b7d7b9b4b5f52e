/** The project form's request bodies (spec 3, 4): a create, and the main data of an edit. */
import type { Project, ProjectInput } from '../../../../../shared/entities/project';
import { bankItem, ccCreateItems, descriptionBody, editedDescription, int, mediaBody, smsCreateItems, text } from '../../payable/bodies';
import type { ProjectFormValues } from './values';

/** Main data of a project: the organization is the record's (edit) or the chosen one. */
function projectData(values: ProjectFormValues, orgId: number) {
  return {
    act_id: int(values.act_id),
    org_id: orgId,
    nameAR: text(values.nameAR),
    nameEN: text(values.nameEN),
    infoAR: descriptionBody(values.infoAR),
    infoEN: descriptionBody(values.infoEN),
    mediaURL: mediaBody(values.mediaURL),
    Order: int(values.Order),
  };
}

/** `POST /projects` (spec 4, create): unticked bank and credit-card sections send empty lists. */
export function projectCreateBody(values: ProjectFormValues, orgId: number): ProjectInput {
  return {
    ...projectData(values, orgId),
    sms_payment: values.smsOn === 1 ? smsCreateItems(values) : [],
    bank_payment: values.bankOn === 1 ? [bankItem(values.bank)] : [],
    cc_payment: ccCreateItems(values),
  };
}

/**
 * Whether a project's main data changed (spec 4: name, description, category or image; the order
 * too, since it is on the form and would otherwise be lost).
 */
function projectMainChanged(baseline: Project, values: ProjectFormValues): boolean {
  return (
    int(values.act_id) !== baseline.actid ||
    text(values.nameAR) !== baseline.nameAR ||
    text(values.nameEN) !== baseline.nameEN ||
    editedDescription(values.infoAR, 'ar', baseline.infoAR) !== baseline.infoAR ||
    editedDescription(values.infoEN, 'en', baseline.infoEN) !== baseline.infoEN ||
    mediaBody(values.mediaURL) !== (baseline.mediaURL || null) ||
    int(values.Order) !== baseline.Order
  );
}

/**
 * The main data of an edit, only when it changed, or `always` (a restored version: the main data's
 * save is what records the restore); an untouched 'No description' prefill stays empty.
 */
export function projectEditBody(baseline: Project, values: ProjectFormValues, always = false) {
  if (!always && !projectMainChanged(baseline, values)) return null;
  return {
    ...projectData(values, baseline.org_id),
    infoAR: editedDescription(values.infoAR, 'ar', baseline.infoAR),
    infoEN: editedDescription(values.infoEN, 'en', baseline.infoEN),
  };
}
