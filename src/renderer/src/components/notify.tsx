import { useMemo } from 'react';
import { Toast, ToastTitle, Toaster, useToastController, type ToastIntent } from '@fluentui/react-components';
import { TOAST_DURATION_MS } from '../../../shared/constants';

/** The app has one toaster: top-centre, 5 s (spec 2.1, 9). */
export const APP_TOASTER_ID = 'app-toaster';

export function AppToaster() {
  return <Toaster toasterId={APP_TOASTER_ID} position="top" timeout={TOAST_DURATION_MS} pauseOnHover pauseOnWindowBlur limit={5} />;
}

export interface Notify {
  success(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  error(message: string): void;
}

/** Shows a toast in the app toaster; messages are already translated. */
export function useNotify(): Notify {
  const { dispatchToast } = useToastController(APP_TOASTER_ID);
  return useMemo(() => {
    const show = (intent: ToastIntent) => (message: string) =>
      dispatchToast(
        <Toast>
          <ToastTitle>{message}</ToastTitle>
        </Toast>,
        { intent, timeout: TOAST_DURATION_MS },
      );
    return { success: show('success'), info: show('info'), warning: show('warning'), error: show('error') };
  }, [dispatchToast]);
}
