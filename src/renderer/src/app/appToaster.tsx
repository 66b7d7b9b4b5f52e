/**
 * The app's toaster, loaded apart from the login screen (App.tsx renders it lazily): the login
 * shows its messages in place, and the toaster's code (and Fluent's focus manager it brings) is
 * not part of the first screen's JavaScript. shellLoader.ts loads it with the shell. Its own
 * Fluent frame: it stays while the shell comes and goes (a toast shown while signing out is seen
 * on the login screen), and Fluent's toasts find their toaster by its id, in any frame.
 */
import { AppToaster } from '../components/notify';
import { FluentFrame } from './FluentFrame';

export default function FramedAppToaster() {
  return (
    <FluentFrame>
      <AppToaster />
    </FluentFrame>
  );
}
