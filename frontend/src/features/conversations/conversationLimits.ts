/** The longest message (the server's MESSAGE_BODY_MAX); apart from conversationModel so that 'Zeptat se' loads no dates. */
export const MESSAGE_MAX = 5000;
