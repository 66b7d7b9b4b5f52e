import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ADMIN_EDIT_REDIRECT_MS, UAE_MOBILE_PLACEHOLDER } from '../../../../shared/constants';
import { adminContactSchema, type AdminContactInput } from '../../../../shared/entities/auth';
import { registry } from '../../../../shared/registry';
import { useScreenTitle } from '../../screens/currentScreen';
import { FormPage } from '../../components/form/FormPage';
import { TextField } from '../../components/form/fields';
import { useResourceForm } from '../../components/form/useResourceForm';

const LIST_PATH = registry.adminUsers.screens.list;

const emptyContact: AdminContactInput = { email: '', mobile_number: '' };

/**
 * Edit an admin's account (spec 2.19, 4 'Admin edit'): mobile number and email. After
 * 'user updated successfully' the list opens 1.5 s later; meanwhile the form cannot be sent again.
 */
export default function EditAdminPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const [leaving, setLeaving] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const { form, page } = useResourceForm({
    resource: 'adminUsers',
    schema: adminContactSchema,
    id,
    emptyValues: emptyContact,
    toValues: (user) => ({ email: user.email ?? '', mobile_number: user.mobile_number ?? '' }),
    savedMessage: 'adminUsers.saved',
    onSaved: () => {
      setLeaving(true);
      timer.current = window.setTimeout(() => navigate(LIST_PATH), ADMIN_EDIT_REDIRECT_MS);
    },
  });
  const { control } = form;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (leaving) {
      event.preventDefault();
      return;
    }
    void page.onSubmit(event);
  };
  return (
    <FormPage
      title={useScreenTitle()}
      cancelPath={LIST_PATH}
      {...page}
      onSubmit={submit}
      saving={page.saving || leaving}
    >
      <TextField
        control={control}
        name="mobile_number"
        label={t('login.mobile')}
        type="tel"
        numeric
        dir="ltr"
        placeholder={UAE_MOBILE_PLACEHOLDER}
        required
        disabled={leaving}
      />
      <TextField control={control} name="email" label={t('login.email')} type="email" dir="ltr" required disabled={leaving} />
    </FormPage>
  );
}
