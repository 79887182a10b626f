import { Checkbox, DatePicker, Form } from 'antd';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import './weddingDateFields.css';

const beforeToday = (date: Dayjs) => date.isBefore(dayjs().startOf('day'));

/**
 * The wedding date (today or later) and 'Ještě nemám vybráno datum', each clearing the other: the
 * request form and the couple's manage page. Inside a Form with the fields weddingDate (Dayjs | null)
 * and noDateSelected (boolean).
 */
export function WeddingDateFields({ form }: { form: FormInstance }) {
  const noDateSelected = Form.useWatch('noDateSelected', form) === true;
  return (
    <>
      <Form.Item name="weddingDate" label="Datum svatby" className="wedding-date">
        <DatePicker
          className="wedding-date__picker"
          format="D. M. YYYY"
          placeholder="Vyberte datum"
          disabled={noDateSelected}
          disabledDate={beforeToday}
          onChange={(date) => {
            if (date) form.setFieldValue('noDateSelected', false);
          }}
        />
      </Form.Item>
      <Form.Item name="noDateSelected" valuePropName="checked">
        <Checkbox
          onChange={(event) => {
            if (event.target.checked) form.setFieldValue('weddingDate', null);
          }}
        >
          Ještě nemám vybráno datum
        </Checkbox>
      </Form.Item>
    </>
  );
}
