import type { MessageDto } from '../../api';
import { AttachmentLink } from './AttachmentLink';
import { formatDayHeading, formatMessageTime, groupByDay } from './conversationModel';
import { ReportMessageButton } from './ReportMessageButton';

export interface ThreadMessagesProps {
  conversationId: number;
  messages: readonly MessageDto[];
  /** The other side's name: who wrote the messages that are not the viewer's. */
  counterpartName: string;
  token?: string;
}

function Message({ message, conversationId, counterpartName, token }: { message: MessageDto } & Omit<ThreadMessagesProps, 'messages'>) {
  const time = formatMessageTime(message.createdAt);
  if (message.senderSide === 'system') {
    return (
      <li className="msg msg--system">
        <span className="sr-only">Oznámení Svateb, {time}: </span>
        <span className="msg__body">{message.body}</span>
      </li>
    );
  }
  const sender = message.mine ? 'Vy' : counterpartName;
  return (
    <li className={`msg ${message.mine ? 'msg--mine' : 'msg--theirs'}`}>
      <div className="msg__bubble">
        <span className="sr-only">{sender}, {time}: </span>
        {message.body && <p className="msg__body">{message.body}</p>}
        {message.attachments.length > 0 && (
          <ul className="msg__attachments" aria-label="Přílohy">
            {message.attachments.map((attachment) => (
              <li key={attachment.id}>
                <AttachmentLink conversationId={conversationId} attachment={attachment} token={token} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="msg__meta">
        <time dateTime={message.createdAt} aria-hidden="true">
          {time}
        </time>
        {!message.mine && (
          <ReportMessageButton messageId={message.id} reported={message.reportedByMe} senderName={counterpartName} token={token} />
        )}
      </div>
    </li>
  );
}

/** The messages of a thread by day: own ones on the right, the other side's on the left, Svatby's notices centred. */
export function ThreadMessages({ messages, ...rest }: ThreadMessagesProps) {
  return (
    <>
      {groupByDay(messages).map((group) => (
        <div key={group.day} className="msg-day" role="group" aria-label={formatDayHeading(group.day)}>
          <p className="msg-day__heading" aria-hidden="true">
            <span>{formatDayHeading(group.day)}</span>
          </p>
          <ol className="msg-day__list">
            {group.messages.map((message) => (
              <Message key={message.id} message={message} {...rest} />
            ))}
          </ol>
        </div>
      ))}
    </>
  );
}
