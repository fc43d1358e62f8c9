import { Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ResourceDef } from '../../core/resource';

/** The form's first field marked invalid, in the order the page shows them. */
function firstInvalid(form: HTMLFormElement): HTMLElement | null {
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"], .Mui-error');
  if (!marked) return null;
  if (marked.matches('input, textarea, [tabindex]')) return marked;
  // A message under a group of inputs (a schedule's): the group's first input.
  const group = marked.closest('fieldset, .MuiFormControl-root') ?? marked.parentElement;
  return group?.querySelector<HTMLElement>('input, textarea, button, [tabindex]') ?? marked;
}

/**
 * Next to Save: how many fields need attention and which ("2 fields need attention: Name, Price"),
 * once a save was tried. A save refused (in the browser or by the server) brings the first of them
 * into view and puts the cursor in it.
 */
export function ErrorSummary({ r }: { r: ResourceDef }) {
  const translate = useTranslate();
  const { errors, submitCount } = useFormState();
  const ref = useRef<HTMLSpanElement>(null);
  const invalid = r.fields.filter((f) => errors[f.name]);
  const refused = submitCount > 0 && invalid.length > 0;
  useEffect(() => {
    if (!refused) return;
    // After the form has drawn its messages, and after the form's own focus on its first error.
    const timer = setTimeout(() => {
      const form = ref.current?.closest('form');
      const target = form && firstInvalid(form);
      if (!target) return;
      target.scrollIntoView({ block: 'center' });
      target.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [refused, submitCount]);
  return (
    <Typography
      ref={ref}
      component="span"
      role="status"
      variant="body2"
      color="error"
      sx={{ alignSelf: 'center' }}
    >
      {refused
        ? translate('crud.needsAttention', {
            smart_count: invalid.length,
            fields: invalid.map((f) => translate(`entities.${r.name}.fields.${f.name}`)).join(', '),
          })
        : ''}
    </Typography>
  );
}
