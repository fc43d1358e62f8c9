/** The account and status screens, full-page (mounted without the console layout), and their addresses. */
export { ChangePassword } from './ChangePassword';
export { ForgotPassword } from './ForgotPassword';
export { LockScreen } from './LockScreen';
export { Maintenance } from './Maintenance';
export { NotAuthorized } from './NotAuthorized';
export { Register } from './Register';
export { ResetPassword } from './ResetPassword';
export { SelectStore } from './SelectStore';
export { ServerError } from './ServerError';
export { TermsOfService } from './TermsOfService';
export * from './paths';
