/**
 * daisyUI dropdowns stay open while focus is inside them; after choosing an item (which may
 * navigate without moving focus) we drop focus so the menu closes.
 */
export function closeActiveDropdown(): void {
  const active = document.activeElement;
  if (active instanceof HTMLElement) active.blur();
}
