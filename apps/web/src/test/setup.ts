import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { unexpectedRequests } from './fake-api';
import { fakeSocket } from './fake-socket';

// The first import of a lazy chunk (Leaflet, Swiper) can take seconds on a loaded 2-core CI
// machine; findBy*/waitFor wait for conditions, so a longer ceiling costs nothing when fast.
configure({ asyncUtilTimeout: 10_000 });

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

// No test opens a real socket: each starts with a quiet fake (the area layouts subscribe to live
// updates); a test that plays the server calls fakeSocket() itself for a handle on a fresh one.
beforeEach(() => {
  fakeSocket();
});

afterEach(() => {
  cleanup();
  // Every request a test's page made was one the test declared.
  const unexpected = unexpectedRequests.splice(0);
  expect(unexpected, 'requests no route of the test answers').toEqual([]);
  localStorage.clear();
  sessionStorage.clear();
});
