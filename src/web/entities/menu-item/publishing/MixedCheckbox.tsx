import { Checkbox, type CheckboxProps } from '@mui/material';

/**
 * A checkbox that may be partly checked: drawn with a dash, and its input's own `indeterminate` set
 * too, so that assistive technology says "mixed" rather than "not checked".
 */
export function MixedCheckbox({ indeterminate = false, ...props }: CheckboxProps) {
  return (
    <Checkbox
      {...props}
      indeterminate={indeterminate}
      inputRef={(input: HTMLInputElement | null) => {
        if (input) input.indeterminate = indeterminate;
      }}
    />
  );
}
