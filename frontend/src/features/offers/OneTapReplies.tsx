import CalendarOutlined from '@ant-design/icons/es/icons/CalendarOutlined';
import CloseCircleOutlined from '@ant-design/icons/es/icons/CloseCircleOutlined';
import DownOutlined from '@ant-design/icons/es/icons/DownOutlined';
import QuestionCircleOutlined from '@ant-design/icons/es/icons/QuestionCircleOutlined';
import { useEffect, useId, useRef, useState } from 'react';
import { useReplyToRequestMutation } from '../../api';
import type { ReplyToRequestDto, RequestReplyDto, ServiceRequestDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { lazyOnOpen } from '../../shared/lazyOnOpen';
import { PlainButton } from '../../shared/PlainButton';
import { NOT_FIT_REASONS, REPLY_TEXTS } from './replyTexts';
import type { NotFitReason } from './replyTexts';
import './oneTapReplies.css';

// The question's dialog (antd Form) loads when it first opens: the lists show the buttons without antd.
const ReplyQuestionDialog = lazyOnOpen(() => import('./ReplyQuestionDialog').then((module) => module.ReplyQuestionDialog));

export interface OneTapRepliesProps {
  request: Pick<ServiceRequestDto, 'id' | 'title'>;
  /** Whether the provider may ask (a question opens a conversation: what sending an offer needs). */
  canAsk: boolean;
  /** After 'Nemám volný termín' / 'Nehodí se mi': the request leaves the provider's list (undo in 10 s). */
  onLeave?: (reply: RequestReplyDto) => void;
}

/**
 * The one-tap answers beside 'Poslat nabídku' (issue 45): 'Nemám volný termín' (the date becomes busy in
 * the calendar), 'Nehodí se mi' with an optional reason from a short menu, 'Potřebuji upřesnit' (a question
 * to the couple in a dialog, which opens the conversation). Plain buttons: the lists render without antd.
 */
export function OneTapReplies({ request, canAsk, onLeave }: OneTapRepliesProps) {
  const [reply, { isLoading }] = useReplyToRequestMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [questionOpen, setQuestionOpen] = useState(false);
  const menuId = useId();
  const wrapper = useRef<HTMLDivElement>(null);

  // The reasons' menu closes on Escape and on a click outside it.
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setMenuOpen(false);
        wrapper.current?.querySelector('button')?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [menuOpen]);

  const send = async (body: ReplyToRequestDto) => {
    setFailure(null);
    setMenuOpen(false);
    try {
      const answer = await reply({ id: request.id, replyToRequestDto: body }).unwrap();
      onLeave?.(answer);
    } catch (error) {
      setFailure(errorMessage(error, REPLY_TEXTS.failed));
    }
  };

  const notFit = (reason: NotFitReason | null) => void send(reason ? { kind: 'not_fit', reason } : { kind: 'not_fit' });

  return (
    <div className="one-tap" role="group" aria-label={`Rychlá odpověď: ${request.title}`}>
      <div className="one-tap__buttons">
        <PlainButton
          size="small"
          icon={<CalendarOutlined aria-hidden="true" />}
          disabled={isLoading}
          onClick={() => void send({ kind: 'unavailable' })}
        >
          {REPLY_TEXTS.unavailable}
        </PlainButton>
        <div className="one-tap__menu-wrap" ref={wrapper}>
          <PlainButton
            size="small"
            icon={<CloseCircleOutlined aria-hidden="true" />}
            disabled={isLoading}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {REPLY_TEXTS.notFit}
            <DownOutlined aria-hidden="true" className="one-tap__caret" />
          </PlainButton>
          {menuOpen && (
            <div id={menuId} className="one-tap__menu" role="group" aria-label="Důvod (nepovinný)">
              <p className="one-tap__menu-title">Proč se vám nehodí? (nepovinné)</p>
              {NOT_FIT_REASONS.map((option) => (
                <button key={option.value} type="button" className="one-tap__menu-item" onClick={() => notFit(option.value)}>
                  {option.label}
                </button>
              ))}
              <button type="button" className="one-tap__menu-item one-tap__menu-item--plain" onClick={() => notFit(null)}>
                Bez udání důvodu
              </button>
            </div>
          )}
        </div>
        {canAsk && (
          <PlainButton
            size="small"
            icon={<QuestionCircleOutlined aria-hidden="true" />}
            disabled={isLoading}
            aria-haspopup="dialog"
            onClick={() => setQuestionOpen(true)}
          >
            {REPLY_TEXTS.question}
          </PlainButton>
        )}
      </div>
      {failure && (
        <p className="one-tap__error" role="alert">
          {failure}
        </p>
      )}
      <ReplyQuestionDialog open={questionOpen} onClose={() => setQuestionOpen(false)} request={request} />
    </div>
  );
}
