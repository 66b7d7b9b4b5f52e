import type { Project } from '../../../../../shared/entities/project';
import { descriptionValue, emptyPayments, paymentValues, type FilledValues, type PayableFormValues } from '../../payable/values';

/** The project form (spec 2.12): the shared fields and the order. */
export interface ProjectFormValues extends PayableFormValues {
  Order: string;
}

export function emptyProjectValues(): FilledValues<ProjectFormValues> {
  return { act_id: '', nameAR: '', nameEN: '', infoAR: '', infoEN: '', mediaURL: null, Order: '0', ...emptyPayments() };
}

/** A saved project in the form: edit, or duplicate into a new one. */
export function projectValues(project: Project, mode: 'edit' | 'duplicate'): FilledValues<ProjectFormValues> {
  return {
    act_id: String(project.actid),
    nameAR: project.nameAR,
    nameEN: project.nameEN,
    infoAR: descriptionValue(project.infoAR, 'ar'),
    infoEN: descriptionValue(project.infoEN, 'en'),
    mediaURL: project.mediaURL,
    Order: String(project.Order),
    ...paymentValues(project, mode),
  };
}
