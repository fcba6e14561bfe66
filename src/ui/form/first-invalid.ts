/** Gives focus to the first control of `form`, in page order, whose name is one of `invalid`. */
export function focusFirstInvalid(form: HTMLFormElement, invalid: readonly string[]): void {
  const names = new Set(invalid);
  const control = [...form.elements].find((element) => names.has(element.getAttribute('name') ?? ''));
  if (control instanceof HTMLElement) control.focus();
}
