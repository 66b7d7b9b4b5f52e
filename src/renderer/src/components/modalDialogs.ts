/**
 * The modal dialogs on screen (Fluent's Dialog and AppDialog mark theirs `aria-modal="true"`):
 * while one is open, the page behind it is not the user's to act on, nor the place for another
 * question. A dialog that has been answered stays a moment while it fades out, and Fluent's
 * surface says nothing of it: AppDialog marks it (CLOSING_DIALOG_MARK), and it no longer counts,
 * so a key pressed just after the answer (Escape to leave the form) is not lost.
 */
export const CLOSING_DIALOG_MARK = 'data-closing';
const DIALOG = ['dialog', 'alertdialog'].map((role) => `[role="${role}"]:not([${CLOSING_DIALOG_MARK}])`);
const MODAL_DIALOG = DIALOG.map((dialog) => `${dialog}[aria-modal="true"]`).join(', ');

export function openModalDialogs(): Element[] {
  return [...document.querySelectorAll(MODAL_DIALOG)];
}

/** Whether any dialog is open, modal or not (a picker's popup is a dialog too). */
export function anyDialogOpen(): boolean {
  return document.querySelector(DIALOG.join(', ')) !== null;
}

/** Runs `then` once no modal dialog is open (at once when none is); the returned function cancels the wait. */
export function whenNoModalDialog(then: () => void): () => void {
  if (openModalDialogs().length === 0) {
    then();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (openModalDialogs().length > 0) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal', 'role', CLOSING_DIALOG_MARK] });
  return () => observer.disconnect();
}
