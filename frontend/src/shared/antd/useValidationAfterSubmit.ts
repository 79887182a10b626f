import { useState } from 'react';
import type { FormProps } from 'antd';

/**
 * An antd Form's checking for a dialog's form: the fields are checked when the form is sent; once that has shown a
 * problem, on every change as well, so that the problem goes as soon as it is fixed. Checked on every key from the
 * start (antd's default), each key rendered its Form.Item twice more, and antd's Form.Item measures its layout when it
 * renders: the first key in the plan's guest dialog took over 100 ms on a slow phone (bench/interactions.mjs).
 * Checked when a field is left, the check came inside the tap on the submit button, which takes the focus.
 */
export function useValidationAfterSubmit(): Pick<FormProps, 'validateTrigger' | 'onFieldsChange'> {
  const [eager, setEager] = useState(false);
  return {
    validateTrigger: eager ? 'onChange' : false,
    onFieldsChange: eager
      ? undefined
      : (changed) => {
          if (changed.some((field) => field.errors && field.errors.length > 0)) setEager(true);
        },
  };
}
