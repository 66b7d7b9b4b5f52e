import { createContext, useContext } from 'react';

/**
 * How an image field tells its form that an upload is under way: the form does not save
 * meanwhile, or it would store the old image. `FormPage` provides it.
 */
export const UploadsInProgress = createContext<(uploading: boolean) => void>(() => undefined);

export const useReportUploading = () => useContext(UploadsInProgress);
