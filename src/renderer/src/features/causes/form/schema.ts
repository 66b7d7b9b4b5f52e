import { z } from 'zod';
import { CAUSE_MAX } from '../../../../../shared/entities/cause';
import { INT_MAX, optionalText, requiredInt, requiredText } from '../../../../../shared/entities/fields';
import { activityIdField } from '../../../../../shared/entities/project';
import type { FormMode } from '../../payable/formMode';
import { descriptionField, payableFormSchema } from '../../payable/schema';

/** The case form's rules: the shared entity's limits, and the shown payment sections (no bank block). */
export function causeFormSchema(mode: FormMode) {
  return payableFormSchema(
    {
      act_id: activityIdField,
      nameAR: requiredText(CAUSE_MAX.name),
      nameEN: requiredText(CAUSE_MAX.name),
      order: requiredInt({ min: 0, max: INT_MAX }),
      infoAR: descriptionField(CAUSE_MAX.info),
      infoEN: descriptionField(CAUSE_MAX.info),
      mediaURL: optionalText(CAUSE_MAX.mediaURL),
      target_amount: requiredInt({ min: 0, max: INT_MAX }),
      // Shown and required in edit mode only (spec 2.13, 5).
      collected_amount: mode === 'edit' ? requiredInt({ min: 0, max: INT_MAX }) : z.any(),
    },
    { withBank: false },
  );
}
