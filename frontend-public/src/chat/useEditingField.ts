import { useEffect, useState } from 'react';

const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'radio',
  'submit',
  'reset',
  'range',
  'color',
  'file',
  'image',
]);

/** A field the visitor types into; a card provider's field lives in an iframe. */
function isEditable(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLInputElement) return !NOT_TYPED.has(element.type);
  if (element instanceof HTMLElement && element.isContentEditable) return true;
  return ['TEXTAREA', 'SELECT', 'IFRAME'].includes(element.tagName);
}

/** Whether the visitor is filling in a field of the page (the focus is in a text field or a card iframe). */
export function useEditingField(): boolean {
  const [editing, setEditing] = useState(false);
  useEffect(() => {
    const update = () => setEditing(isEditable(document.activeElement));
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', update);
    // Focus moving into an iframe blurs the window without a focusin here.
    window.addEventListener('blur', update);
    window.addEventListener('focus', update);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', update);
      window.removeEventListener('blur', update);
      window.removeEventListener('focus', update);
    };
  }, []);
  return editing;
}
