/** The Arabic sections the login screen uses (see ../loginTexts.ts). */
import { login } from './login';
import { errors, validation } from './messages';
import { app, language } from './shell';

export const loginSections = { app, language, login, validation, errors };
