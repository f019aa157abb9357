/**
 * The one place the app gets `toast` from. The ToastContainer comes from the unstyled build (its
 * CSS is a file, so a strict CSP needs no inline styles), and the styled and unstyled builds keep
 * separate stores: a `toast` imported from plain 'react-toastify' would never show.
 */
export { toast, ToastContainer } from 'react-toastify/unstyled';
