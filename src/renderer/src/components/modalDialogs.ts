/**
 * The modal dialogs on screen (Fluent's Dialog and AppDialog mark theirs `aria-modal="true"`):
 * while one is open, the page behind it is not the user's to act on, nor the place for another
 * question.
 */
const MODAL_DIALOG = '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]';

export function openModalDialogs(): Element[] {
  return [...document.querySelectorAll(MODAL_DIALOG)];
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
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-modal', 'role'] });
  return () => observer.disconnect();
}
