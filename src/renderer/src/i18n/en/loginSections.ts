/** The English sections the login screen uses (see ../loginTexts.ts). */
import { login } from './login';
import { errors, validation } from './messages';
import { settings } from './settings';
import { app, language } from './shell';

// The settings screen opens from the login screen (which server to sign in to).
export const loginSections = { app, language, login, validation, errors, settings };
