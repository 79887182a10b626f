import { Checkbox, Form, InputNumber, Radio, Select } from 'antd';
import type { QuestionDto } from '../../../api';
import './requestQuestions.css';

/** Yes / no, and 'Nevím' to take an answer back (it is then not sent: every question is optional). */
const YES_NO = [
  { value: true, label: 'Ano' },
  { value: false, label: 'Ne' },
  { value: null, label: 'Nevím' },
];

const optionsOf = (question: QuestionDto) => (question.options ?? []).map(({ value, label }) => ({ value, label }));

/** One question as the input its kind needs; its answer is the form's value ['details', key]. */
function QuestionField({ question }: { question: QuestionDto }) {
  const name = ['details', question.key];
  switch (question.kind) {
    case 'number':
      return (
        <Form.Item name={name} label={question.label}>
          <InputNumber
            min={question.min}
            max={question.max}
            precision={0}
            suffix={question.unit}
            placeholder={question.min !== undefined && question.max !== undefined ? `${question.min}–${question.max}` : undefined}
            className="request-questions__number"
          />
        </Form.Item>
      );
    case 'boolean':
      return (
        <Form.Item name={name} label={question.label}>
          <Radio.Group options={YES_NO} optionType="button" aria-label={question.label} />
        </Form.Item>
      );
    case 'choice':
      return (
        <Form.Item name={name} label={question.label}>
          <Select options={optionsOf(question)} allowClear placeholder="Vyberte" />
        </Form.Item>
      );
    case 'multi':
      return (
        <Form.Item name={name} label={question.label}>
          <Checkbox.Group options={optionsOf(question)} aria-label={question.label} className="request-questions__multi" />
        </Form.Item>
      );
  }
}

/**
 * Step 2's questions of the chosen services (issue 45, complete requests): all optional, typed
 * (a number within its range, yes / no, one or several options), sent as `details`. Nothing
 * renders while no chosen service asks anything.
 */
export function RequestQuestions({ questions }: { questions: readonly QuestionDto[] }) {
  if (questions.length === 0) return null;
  return (
    <fieldset className="request-questions">
      <legend className="request-questions__title">Upřesnění pro dodavatele</legend>
      <p className="request-questions__hint">Nepovinné. S odpověďmi vám dodavatelé pošlou přesnější nabídku.</p>
      <div className="request-questions__grid">
        {questions.map((question) => (
          <QuestionField key={question.key} question={question} />
        ))}
      </div>
    </fieldset>
  );
}
