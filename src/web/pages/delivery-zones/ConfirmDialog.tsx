export { ConfirmDialog } from '../../widgets/DialogFrame';
