import { useMemo } from 'react';
import { useScreenTitle } from '../../screens/currentScreen';
import { ResourceList } from '../../components/list/ResourceList';
import { ramadanNotesDescriptor } from './descriptor';

export default function RamadanNotesPage() {
  const descriptor = useMemo(() => ramadanNotesDescriptor(), []);
  return <ResourceList descriptor={descriptor} title={useScreenTitle()} />;
}
