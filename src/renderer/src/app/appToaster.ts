/**
 * The app's toaster, loaded apart from the login screen (App.tsx renders it lazily): the login
 * shows its messages in place, and the toaster's code (and Fluent's focus manager it brings) is
 * not part of the first screen's JavaScript. shellLoader.ts loads it with the shell.
 */
export { AppToaster as default } from '../components/notify';
