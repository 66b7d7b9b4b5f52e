/** The Arabic sections the login screen uses (see ../loginTexts.ts). */
import { login } from './login';
import { errors } from './errors';
import { signInValidation as validation } from './signInValidation';
import { app, language } from './shell';

export const loginSections = { app, language, login, validation, errors };
