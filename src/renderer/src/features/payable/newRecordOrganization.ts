/**
 * The organization a new project or case is made for (spec 2.12, 2.13). The list's 'Select
 * organization' dialog hands its choice to the form in the router's state of that one navigation,
 * so it belongs to that new record only and never moves the top bar's filter; the form shows it
 * in its own Organization field, where it can still be changed. Without a handed choice the form
 * starts from the top bar's organization.
 */
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { selectedOrganizationIdAtom } from '../../state/preferences';

interface NewRecordState {
  organizationId: number;
}

/** The `state` of the navigation to a create or duplicate form, for `navigate(path, { state })`. */
export const newRecordState = (organizationId: number): NewRecordState => ({ organizationId });

/** The organization the form starts with: the one handed to it, else the top bar's; null: none yet. */
export function useInitialOrganization(): number | null {
  const handed = (useLocation().state as Partial<NewRecordState> | null)?.organizationId;
  const topBar = useAtomValue(selectedOrganizationIdAtom);
  return typeof handed === 'number' ? handed : topBar;
}
