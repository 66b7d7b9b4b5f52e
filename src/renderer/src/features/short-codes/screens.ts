import { ChatMultiple20Regular } from '@fluentui/react-icons';
import { lazyScreen, resourceScreens } from '../../screens/screenRoute';

// The list has a page of its own: its descriptor takes the organizations and the operators.
export const screens = resourceScreens('shortCodes', {
  list: lazyScreen(() => import('./ShortCodesPage')),
  form: lazyScreen(() => import('./ShortCodeFormPage')),
  menu: { icon: ChatMultiple20Regular, order: 70 },
});
