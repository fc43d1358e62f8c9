import { LeaveDialog } from '../leave/LeaveDialog';
import { useLeaveGuard } from '../leave/useLeaveGuard';

/** While `active`, leaving the editor asks first; `text` is the i18n key of what would be lost. */
export function LeaveGuard({ active, text }: { active: boolean; text: string }) {
  const guard = useLeaveGuard(active);
  return <LeaveDialog open={guard.asking} stay={guard.stay} leave={guard.leave} text={text} />;
}
