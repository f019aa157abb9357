import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has <dialog> but not its methods; give it the bits the app uses.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no object URLs; the avatar picker previews a chosen file with one.
if (!URL.createObjectURL) {
  let next = 0;
  URL.createObjectURL = () => `blob:http://localhost/preview-${(next += 1)}`;
  URL.revokeObjectURL = () => {};
}

// ScrollRestoration scrolls on navigation; jsdom only logs "not implemented".
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
