import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RAMADAN_DAYS, ramadanNoteInputSchema, type RamadanNoteInput } from '../../../../shared/entities/ramadan-note';
import { registry } from '../../../../shared/registry';
import { useScreenTitle } from '../../screens/currentScreen';
import { FormPage, FullRow } from '../../components/form/FormPage';
import { TextAreaField, TextField } from '../../components/form/fields';
import { useResourceForm } from '../../components/form/useResourceForm';

const LIST_PATH = registry.ramadanNotes.screens.list;

const emptyNote: RamadanNoteInput = { content: '', name: '', daynum: '' };

/** 'Add New Ramadan Note' / 'Edit Ramadan Note' (spec 2.14, 5): content, name and day number (1–30), all required. */
export default function RamadanNoteFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { form, page } = useResourceForm({
    resource: 'ramadanNotes',
    schema: ramadanNoteInputSchema,
    id,
    emptyValues: emptyNote,
    toValues: (note) => ({ content: note.content, name: note.name, daynum: String(note.daynum) }),
    savedMessage: 'ramadanNotes.saved',
    onSaved: () => navigate(LIST_PATH),
  });
  const { control } = form;
  return (
    <FormPage title={useScreenTitle()} cancelPath={LIST_PATH} {...page}>
      <FullRow>
        {/* Notes are written in either language: each line takes the direction of its first letter. */}
        <TextAreaField control={control} name="content" label={t('ramadanNotes.content')} required dir="auto" />
      </FullRow>
      <TextField control={control} name="name" label={t('ramadanNotes.name')} required dir="auto" />
      <TextField
        control={control}
        name="daynum"
        label={t('ramadanNotes.daynum')}
        hint={t('ramadanNotes.daynumHint', { min: RAMADAN_DAYS.min, max: RAMADAN_DAYS.max })}
        required
        numeric
      />
    </FormPage>
  );
}
