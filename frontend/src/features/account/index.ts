export { AccountDataCard, ACCOUNT_CARD_TITLE } from './AccountDataCard';
export { ChangePasswordCard, CHANGE_PASSWORD_TITLE } from './ChangePasswordCard';
export { GoogleLinkNotice, GOOGLE_PASSWORD_CLEARED } from './GoogleLinkNotice';
export { useReauthentication } from './useReauthentication';
export { MessagingSettingsCard, MESSAGING_SETTINGS_TITLE } from './MessagingSettingsCard';
