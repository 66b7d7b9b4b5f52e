export * from './auth';
export * from './content';
export * from './messaging';
export * from './preferences';
export * from './store';
export * from './projects';
export * from './sms';
export * from './landing-pages';
