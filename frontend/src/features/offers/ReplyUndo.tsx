import UndoOutlined from '@ant-design/icons/es/icons/UndoOutlined';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useUndoReplyMutation } from '../../api';
import type { RequestReplyDto, ServiceRequestDto } from '../../api';
import { errorMessage } from '../../shared/errors';
import { PlainButton } from '../../shared/PlainButton';
import { Notice } from '../../shared/ui/Notice';
import { REPLY_TEXTS, leftListText } from './replyTexts';

/** How long 'Vrátit zpět' is offered (the server allows DELETE …/replies/mine for 10 s after the answer). */
export const UNDO_WINDOW_MS = 10_000;

interface LeftRequest {
  request: Pick<ServiceRequestDto, 'id' | 'title'>;
  reply: RequestReplyDto;
}

type NoticeState = { kind: 'left'; left: LeftRequest } | { kind: 'failed'; text: string } | null;

export interface ReplyUndo {
  /** Whether the card should be left out of the list now (answered in this page, not taken back). */
  isHidden: (requestId: number) => boolean;
  /** Call after 'Nemám volný termín' / 'Nehodí se mi': hides the card and offers 'Vrátit zpět' for 10 s. */
  leave: (request: Pick<ServiceRequestDto, 'id' | 'title'>, reply: RequestReplyDto) => void;
  /** The message with 'Vrátit zpět' (render it above the list); null when there is none. */
  notice: ReactNode;
}

/** Milliseconds of the undo window left: at most 10 s from now, never past the server's undoUntil. */
function undoDelay(reply: RequestReplyDto): number {
  const until = Date.parse(reply.undoUntil);
  if (!Number.isFinite(until)) return UNDO_WINDOW_MS;
  return Math.max(0, Math.min(UNDO_WINDOW_MS, until - Date.now()));
}

/**
 * The list's side of the one-tap answers: the answered card leaves at once (the server's list leaves it
 * out too), a message says so with 'Vrátit zpět' for 10 s; undoing calls DELETE …/replies/mine and
 * brings the card back. A refused undo (the window closed) says why.
 */
export function useReplyUndo(): ReplyUndo {
  const [hidden, setHidden] = useState<ReadonlySet<number>>(() => new Set());
  const [state, setState] = useState<NoticeState>(null);
  const [undo, { isLoading }] = useUndoReplyMutation();

  const leave = useCallback((request: LeftRequest['request'], reply: RequestReplyDto) => {
    setHidden((current) => new Set(current).add(request.id));
    setState({ kind: 'left', left: { request, reply } });
  }, []);

  // The offer to undo ends with its window.
  const left = state?.kind === 'left' ? state.left : null;
  useEffect(() => {
    if (!left) return undefined;
    const timer = setTimeout(() => setState((current) => (current?.kind === 'left' && current.left === left ? null : current)), undoDelay(left.reply));
    return () => clearTimeout(timer);
  }, [left]);

  const takeBack = useCallback(async () => {
    if (!left) return;
    try {
      await undo({ id: left.request.id }).unwrap();
      setHidden((current) => {
        const next = new Set(current);
        next.delete(left.request.id);
        return next;
      });
      setState(null);
    } catch (error) {
      setState({ kind: 'failed', text: errorMessage(error, REPLY_TEXTS.undoFailed) });
    }
  }, [left, undo]);

  const notice = useMemo(() => {
    if (!state) return null;
    if (state.kind === 'failed') {
      return <Notice type="error" role="alert" className="reply-undo" title={state.text} />;
    }
    return (
      <Notice
        type="success"
        role="status"
        className="reply-undo"
        title={leftListText(state.left.reply.kind, state.left.request.title)}
        action={
          <PlainButton size="small" icon={<UndoOutlined aria-hidden="true" />} loading={isLoading} onClick={() => void takeBack()}>
            {REPLY_TEXTS.undo}
          </PlainButton>
        }
      />
    );
  }, [state, isLoading, takeBack]);

  const isHidden = useCallback((requestId: number) => hidden.has(requestId), [hidden]);
  return { isHidden, leave, notice };
}
