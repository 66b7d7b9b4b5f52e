import { createStore } from 'jotai';

/** The app's one Jotai store, so code outside components (query callbacks) can use atoms. */
export const store = createStore();
