import { Alert, InputAdornment, MenuItem, Stack, TextField, useMediaQuery, type Theme } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { renderFieldError } from '../../../core/messages';
import { compensationRecordErrors, PAY_FIELDS, PAY_PERIODS, SALARY_TYPES } from '../../../core/payroll';
import { resourceByName } from '../../../core/registry';
import type { FieldError } from '../../../core/validation';
import { errorMessage, GraphqlCallError } from '../../graphql/client';
import { personName } from '../../store/formats';
import { useStoreSettings } from '../../store/settings';
import { ConfirmDialog, DialogFrame } from '../../widgets/DialogFrame';
import { saveCompensation, type Compensation } from './api';

const EMPLOYEE = resourceByName('employee');

interface Values {
  salary_type: string;
  salary: string;
  pay_period: string;
  hours: string;
}

const valuesOf = (c: Compensation): Values => ({
  salary_type: c.salary_type,
  salary: c.salary === null ? '' : String(c.salary),
  pay_period: c.pay_period,
  hours: c.hours === null ? '' : String(c.hours),
});

const numberOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * One employee's pay: salary type, compensation value, pay period and scheduled hours, checked here
 * with the rules the server applies, saved at once; closing with changes asks first.
 */
export function PayDialog({ employee, onClose }: { employee: Compensation; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { currencySymbol, nameFormat } = useStoreSettings();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const initial = valuesOf(employee);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = personName(employee, nameFormat);
  const dirty = (Object.keys(initial) as (keyof Values)[]).some((k) => initial[k] !== values[k]);

  const problems = (v: Values) =>
    compensationRecordErrors({
      status: employee.status,
      salary_type: v.salary_type,
      salary: numberOf(v.salary) ?? undefined,
      pay_period: v.pay_period,
      hours: numberOf(v.hours) ?? undefined,
    });
  const set = (field: keyof Values, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (checked) setErrors(problems(next));
  };
  const messageAt = (field: string) => {
    const e = errors.find((x) => x.field === field);
    return e ? renderFieldError((k, p) => translate(k, p), EMPLOYEE, e) : undefined;
  };
  const close = () => (dirty && !saving ? setConfirming(true) : onClose());

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    const found = problems(values);
    setErrors(found);
    if (found.length) {
      document.getElementById(`pay-${found[0]!.field}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      await saveCompensation({
        employee_id: employee.employee_id,
        salary_type: values.salary_type,
        salary: numberOf(values.salary),
        pay_period: values.pay_period,
        hours: numberOf(values.hours),
      });
      await queryClient.invalidateQueries({ queryKey: ['compensations'] });
      await queryClient.invalidateQueries({ queryKey: ['payroll'] });
      notify('compensation.dialog.saved', { type: 'success', messageArgs: { name } });
      onClose();
    } catch (error) {
      const field = error instanceof GraphqlCallError ? String(error.params.field ?? '') : '';
      if ((PAY_FIELDS as readonly string[]).includes(field))
        setErrors([
          { field, key: (error as GraphqlCallError).key, params: (error as GraphqlCallError).params },
        ]);
      else setFailure(errorMessage(translate, error));
    } finally {
      setSaving(false);
    }
  }

  const fieldProps = (field: keyof Values) => ({
    id: `pay-${field}`,
    label: translate(`entities.employee.fields.${field}`),
    value: values[field],
    onChange: (e: { target: { value: string } }) => set(field, e.target.value),
    error: !!messageAt(field),
    helperText: messageAt(field),
    fullWidth: true,
  });
  /** A field of fixed choices, each in the employee's words. */
  const choiceField = (field: keyof Values, choices: readonly string[]) => (
    <TextField select {...fieldProps(field)}>
      {choices.map((v) => (
        <MenuItem key={v} value={v}>
          {translate(`entities.employee.choices.${v}`)}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <>
      <DialogFrame
        id="pay-dialog"
        open
        onClose={close}
        fullScreen={fullScreen}
        maxWidth="sm"
        fullWidth
        onSubmit={(e) => void submit(e)}
        title={translate('compensation.dialog.title', { name })}
        busy={saving}
        cancel={{ label: translate('compensation.dialog.cancel'), disabled: saving }}
        confirm={{ label: translate('compensation.dialog.save') }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {choiceField('salary_type', SALARY_TYPES)}
          <TextField
            {...fieldProps('salary')}
            type="number"
            required={employee.status === 'active'}
            helperText={messageAt('salary') ?? translate('compensation.valueHint')}
            slotProps={{
              input: {
                startAdornment: <InputAdornment position="start">{currencySymbol}</InputAdornment>,
              },
              htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' },
            }}
          />
          {choiceField('pay_period', PAY_PERIODS)}
          <TextField
            {...fieldProps('hours')}
            type="number"
            slotProps={{ htmlInput: { step: 1, min: 0, max: 168, inputMode: 'numeric' } }}
          />
        </Stack>
      </DialogFrame>
      <ConfirmDialog
        open={confirming}
        title={translate('compensation.dialog.discardTitle')}
        text={translate('compensation.dialog.discardText')}
        confirm={translate('compensation.dialog.discard')}
        cancel={translate('compensation.dialog.keep')}
        onConfirm={onClose}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
