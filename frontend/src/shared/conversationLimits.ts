/**
 * The longest message (the server's MESSAGE_BODY_MAX), for the conversations and the portfolio's 'Zeptat se' dialog;
 * apart from conversationModel so that 'Zeptat se' loads no dates.
 */
export const MESSAGE_MAX = 5000;
