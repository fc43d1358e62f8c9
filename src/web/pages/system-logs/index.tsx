import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SystemLogList } from './SystemLogList';

/** /pages/system-logs: every write of the store, who made it and when, with the record before and after. */
export default function SystemLogs() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {translate('systemLog.title')}
      </Typography>
      <SystemLogList />
    </>
  );
}
