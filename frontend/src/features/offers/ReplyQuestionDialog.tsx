import SendOutlined from '@ant-design/icons/es/icons/SendOutlined';
import { Alert, App, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useReplyToRequestMutation } from '../../api';
import type { ServiceRequestDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { QUESTION_MAX, REPLY_TEXTS, questionProblem } from './replyTexts';
import './offers.css';

export interface ReplyQuestionDialogProps {
  open: boolean;
  onClose: () => void;
  request: Pick<ServiceRequestDto, 'id' | 'title'>;
}

/**
 * 'Potřebuji upřesnit': the provider's question to the couple (required, 1–1000 characters). The server
 * opens the conversation with the couple with a system message and the question; the request stays in
 * the list. A refusal (no subscription, already answered) stays in the dialog.
 */
export function ReplyQuestionDialog({ open, onClose, request }: ReplyQuestionDialogProps) {
  const { notification } = App.useApp();
  const [reply, { isLoading }] = useReplyToRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async ({ question }: { question: string }) => {
    setFailure(null);
    try {
      await reply({ id: request.id, replyToRequestDto: { kind: 'question', question: question.trim() } }).unwrap();
      notification.success({
        title: 'Dotaz jsme poslali páru',
        description: 'Najdete ho ve zprávách, kde vám pár může odpovědět.',
      });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, REPLY_TEXTS.failed));
    }
  };

  return (
    <Modal
      open={open}
      onCancel={isLoading ? undefined : onClose}
      afterClose={() => setFailure(null)}
      destroyOnHidden
      footer={null}
      width={{ xs: '100%', sm: 560 }}
      title={<h2 className="request-dialog__title">{REPLY_TEXTS.question}</h2>}
    >
      <p className="offer-form__request">{`Poptávka „${request.title}“`}</p>
      <Form<{ question: string }> layout="vertical" disabled={isLoading} onFinish={(values) => void submit(values)} initialValues={{ question: '' }}>
        <Form.Item
          name="question"
          label="Co potřebujete od páru upřesnit?"
          required
          extra="Pár uvidí váš dotaz ve zprávách. Kontakty se tím nesdílejí."
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const problem = questionProblem(value);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          <Input.TextArea rows={4} showCount maxLength={QUESTION_MAX} placeholder="např. Kolik hodin focení si představujete?" />
        </Form.Item>
        {failure && <Alert type="error" showIcon role="alert" title="Dotaz se nepodařilo odeslat" description={failure} className="offer-form__error" />}
        <div className="offer-dialog__footer">
          <Button onClick={onClose} disabled={isLoading}>
            Zrušit
          </Button>
          <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden="true" />} loading={isLoading}>
            Odeslat dotaz
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
