/**
 * 'New project' and 'New urgent case' from the palette ask for an organization exactly as the
 * lists' add buttons do (useRequireOrganization: at once with the top bar's, else the 'Select
 * organization' dialog). Mounted for one request (its own chunk, with the dialog's code), it asks
 * once and renders the dialog while it is open.
 */
import { useEffect } from 'react';
import { useRequireOrganization } from '../SelectOrganizationDialog';

export interface OrganizationGateProps {
  /** Why an organization is needed ('You must select an organization before creating a Project.'). */
  message: string;
  action(organizationId: number): void;
}

export default function OrganizationGate({ message, action }: OrganizationGateProps) {
  const { requireOrganization, dialog } = useRequireOrganization();
  // Once, when mounted (a new request is a new gate): the request's message and action do not change.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => requireOrganization(message, action), []);
  return dialog;
}
