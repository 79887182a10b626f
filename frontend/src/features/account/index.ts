export { AccountDataCard, ACCOUNT_CARD_TITLE } from './AccountDataCard';
export { ChangePasswordCard, CHANGE_PASSWORD_TITLE } from './ChangePasswordCard';
export { useReauthentication } from './useReauthentication';
export { MessagingSettingsCard, MESSAGING_SETTINGS_TITLE } from './MessagingSettingsCard';
