import { INT_MAX, optionalText, requiredInt, requiredText } from '../../../../../shared/entities/fields';
import { PROJECT_MAX, activityIdField } from '../../../../../shared/entities/project';
import { descriptionField, payableFormSchema } from '../../payable/schema';

/** The project form's rules: the shared entity's limits, and the shown payment sections. */
export const projectFormSchema = payableFormSchema(
  {
    act_id: activityIdField,
    nameAR: requiredText(PROJECT_MAX.name),
    nameEN: requiredText(PROJECT_MAX.name),
    infoAR: descriptionField(PROJECT_MAX.info),
    infoEN: descriptionField(PROJECT_MAX.info),
    mediaURL: optionalText(PROJECT_MAX.mediaURL),
    Order: requiredInt({ min: 0, max: INT_MAX }),
  },
  { withBank: true },
);
