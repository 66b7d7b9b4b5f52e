import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listQuery } from '../../api/queries';
import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { shortCodesDescriptor } from './descriptor';

export default function ShortCodesPage() {
  const { t } = useTranslation();
  const organizations = useQuery(listQuery('organizations'));
  const mnos = useQuery(listQuery('mnos'));
  const descriptor = useMemo(
    () =>
      shortCodesDescriptor({
        organizations: new Map((organizations.data ?? []).map((organization) => [organization.id, organization])),
        mnos: new Map((mnos.data ?? []).map((mno) => [mno.id, mno])),
        t,
      }),
    [organizations.data, mnos.data, t],
  );
  return <ResourceList descriptor={descriptor} title={useScreenTitle()} />;
}
