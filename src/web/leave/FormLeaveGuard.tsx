import { LeaveDialog } from './LeaveDialog';
import { useFormUnsaved } from './useFormUnsaved';
import { useLeaveGuard } from './useLeaveGuard';

/**
 * Inside a form: leaving it with changes not saved asks first. While the form saves, the way out is
 * open, so the redirect after a save passes.
 */
export function FormLeaveGuard() {
  const guard = useLeaveGuard(useFormUnsaved());
  return <LeaveDialog open={guard.asking} stay={guard.stay} leave={guard.leave} />;
}
