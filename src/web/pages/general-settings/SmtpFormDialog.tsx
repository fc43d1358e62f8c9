import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId } from 'react';
import { CreateBase, EditBase, Form, SaveButton, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { adminResourceName } from '../../../core/registry';
import { recordTitle, writableFields, type ResourceDef } from '../../../core/resource';
import { defaults } from '../../../core/validation';
import { InputFor } from '../../resources/inputs';
import { ClearServerErrorsOnChange } from '../../resources/naming';
import { SingleDefaultInput } from '../../resources/SingleDefaultInput';
import { useRecordValidator, withoutEmptySecrets } from '../../resources/validate';

/** The form's fields: the schema's inputs, the default's switch asking before it takes the default away from another. */
function Fields({ r }: { r: ResourceDef }) {
  const fields = writableFields(r);
  return (
    <>
      <ClearServerErrorsOnChange />
      {fields
        .filter((f) => f.kind !== 'boolean')
        .map((f) => (
          <InputFor key={f.name} resource={r} field={f} />
        ))}
      <Stack direction="row" flexWrap="wrap" columnGap={3}>
        {fields
          .filter((f) => f.kind === 'boolean')
          .map((f) =>
            f.name === r.singleDefault ? (
              <SingleDefaultInput
                key={f.name}
                r={r}
                field={f}
                label={`entities.${r.name}.fields.${f.name}`}
              />
            ) : (
              <InputFor key={f.name} resource={r} field={f} />
            ),
          )}
      </Stack>
    </>
  );
}

/**
 * A record of a resource shown inside a page (an SMTP setting) added or edited in a dialog, with the
 * same inputs and rules as a resource's own form; a password left empty keeps the stored one.
 */
export function SmtpFormDialog({
  r,
  record,
  onClose,
}: {
  r: ResourceDef;
  record: RaRecord | null;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const validate = useRecordValidator(r, record ?? undefined);
  const named = (saved: RaRecord) =>
    translate('crud.named', { name: translate(`entities.${r.name}.name`), title: recordTitle(r, saved) });
  const onSuccess = (saved: RaRecord) => {
    notify(translate(record ? 'crud.updated' : 'crud.created', { record: named(saved) }), { type: 'info' });
    onClose();
  };
  const transform = (data: Record<string, unknown>) => withoutEmptySecrets(r, data);
  const body = (
    <Form validate={validate} noValidate className="smtp-setting-form">
      <DialogTitle id={titleId}>
        {record
          ? translate('generalSettings.smtp.edit', { name: recordTitle(r, record) })
          : translate('ra.page.create', { name: translate(`entities.${r.name}.name`) })}
      </DialogTitle>
      <DialogContent dividers>
        <Fields r={r} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {translate('ra.action.cancel')}
        </Button>
        <SaveButton alwaysEnable={!record} />
      </DialogActions>
    </Form>
  );
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // The form wraps title, content and actions: it passes the dialog's layout on, so only the fields scroll.
      sx={{ '& .smtp-setting-form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 } }}
    >
      {record ? (
        <EditBase
          resource={adminResourceName(r)}
          id={record.id}
          redirect={false}
          mutationMode="pessimistic"
          mutationOptions={{ onSuccess }}
          transform={transform}
        >
          {body}
        </EditBase>
      ) : (
        <CreateBase
          resource={adminResourceName(r)}
          record={defaults(r)}
          redirect={false}
          mutationOptions={{ onSuccess }}
          transform={transform}
        >
          {body}
        </CreateBase>
      )}
    </Dialog>
  );
}
