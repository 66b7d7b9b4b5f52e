import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { shortCodeInputSchema, type ShortCodeInput } from '../../../../shared/entities/short-code';
import { registry } from '../../../../shared/registry';
import { listQuery } from '../../api/queries';
import { useScreenTitle } from '../../screens/currentScreen';
import { FormPage } from '../../components/form/FormPage';
import { FlagCheckboxField, SelectField, TextField } from '../../components/form/fields';
import { useResourceForm } from '../../components/form/useResourceForm';
import { useNameOptions } from '../../components/form/useNameOptions';
import { localName } from '../../components/list/columns';
import { languageAtom } from '../../state/preferences';

const LIST_PATH = registry.shortCodes.screens.list;

const emptyShortCode: ShortCodeInput = { orgid: '', mnoid: '', price: '', shortcode: '', keywordEN: '', isactive: 1 };

/** Add and edit a short code (spec 2.15, 5); after a save it returns to the list. */
export default function ShortCodeFormPage() {
  const { t } = useTranslation();
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const { id } = useParams();
  const organizations = useQuery(listQuery('organizations'));
  const mnos = useQuery(listQuery('mnos'));
  const { form, page } = useResourceForm({
    resource: 'shortCodes',
    schema: shortCodeInputSchema,
    id,
    emptyValues: emptyShortCode,
    toValues: (shortCode) => ({
      orgid: String(shortCode.orgid),
      mnoid: String(shortCode.mnoid),
      price: String(shortCode.price),
      shortcode: String(shortCode.shortcode),
      keywordEN: shortCode.keywordEN,
      isactive: shortCode.isactive,
    }),
    savedMessage: 'shortCodes.saved',
    onSaved: () => navigate(LIST_PATH),
  });
  const { control } = form;

  // Spec 2.15: the organization shows as 'id - name', the name in the UI language (the spec's
  // English one on an English screen). An option holds plain text only: the id is isolated left to
  // right with Unicode's LRI…PDI, so it keeps its place in an Arabic option.
  const organizationOptions = useMemo(
    () =>
      (organizations.data ?? []).map((organization) => ({
        value: String(organization.id),
        label: `\u2066${organization.id}\u2069 - ${localName(organization, language)}`,
      })),
    [organizations.data, language],
  );
  const mnoOptions = useNameOptions(mnos.data);

  return (
    <FormPage
      title={useScreenTitle()}
      cancelPath={LIST_PATH}
      {...page}
    >
      <SelectField
        control={control}
        name="orgid"
        label={t('shortCodes.organization')}
        required
        options={organizationOptions}
        placeholder={t('shortCodes.selectOrganization')}
      />
      <SelectField control={control} name="mnoid" label={t('shortCodes.mno')} required options={mnoOptions} placeholder={t('shortCodes.selectMno')} />
      <TextField control={control} name="price" label={t('shortCodes.price')} required numeric="amount" />
      <TextField control={control} name="shortcode" label={t('shortCodes.shortcode')} required numeric />
      <TextField control={control} name="keywordEN" label={t('shortCodes.keywordEN')} dir="ltr" />
      <FlagCheckboxField control={control} name="isactive" label={t('common.active')} />
    </FormPage>
  );
}
