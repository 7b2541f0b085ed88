export { AuthCard } from './components/auth-card';
export { AuthLayout } from './components/auth-layout';
export { ConfirmForm } from './components/confirm-form';
export { DemoMailNote } from './components/demo-mail-note';
export { ForgotPasswordForm } from './components/forgot-password-form';
export { ForgotPasswordSent } from './components/forgot-password-sent';
export { LoginForm } from './components/login-form';
export { SignupForm } from './components/signup-form';
export { readConfirmLocationState, type ConfirmLocationState } from './confirm-location-state';
