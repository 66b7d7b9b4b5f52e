import { WeatherMoon20Regular } from '@fluentui/react-icons';
import { registry } from '../../../../shared/registry';
import { lazyScreen, menuScreen, screen, type ScreenRoute } from '../../screens/screenRoute';

const { list, add, edit } = registry.ramadanNotes.screens;
// Add and edit share one form.
const RamadanNoteFormPage = lazyScreen(() => import('./RamadanNoteFormPage'));

export const screens: ScreenRoute[] = [
  menuScreen('ramadanNotes', list, lazyScreen(() => import('./RamadanNotesPage')), { label: 'nav.ramadanNotes', icon: WeatherMoon20Regular, order: 60 }),
  screen(add, 'screens.addRamadanNote', 'ramadanNotes', RamadanNoteFormPage),
  screen(edit, 'screens.editRamadanNote', 'ramadanNotes', RamadanNoteFormPage),
];
