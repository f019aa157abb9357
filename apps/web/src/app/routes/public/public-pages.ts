// The visitors' forms chunk: login and both registrations (react-hook-form, the contract's
// schemas). The landing page is not here: it is the first paint of `/`, so it is in the entry.
export { JaluRegisterPage } from './jalu-register-page';
export { LoginPage } from './login-page';
export { YasaRegisterPage } from './yasa-register-page';
export { SuspendedPage } from './suspended-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { ResetPasswordPage } from './reset-password-page';
export { VerifyEmailPage } from './verify-email-page';
