import { WeatherMoon20Regular } from '@fluentui/react-icons';
import { descriptorListScreen } from '../../screens/descriptorListScreen';
import { lazyScreen, resourceScreens } from '../../screens/screenRoute';

export const screens = resourceScreens('ramadanNotes', {
  list: descriptorListScreen(() => import('./descriptor').then((module) => module.ramadanNotesDescriptor())),
  form: lazyScreen(() => import('./RamadanNoteFormPage')),
  menu: { icon: WeatherMoon20Regular, order: 60 },
});
