import { useAuthLogoutMutation } from '../../api';
import { paths } from '../../shared/paths';

/**
 * Sign-out: POST /api/logout (the server takes it from this site only, and a GET ends nothing, so another
 * site cannot sign the user out), then a full page load of the home page, which starts the app afresh as a
 * visitor's. Should the call fail, the home page still opens and shows who is signed in.
 */
export function useSignOut(): () => Promise<void> {
  const [logout] = useAuthLogoutMutation();
  return async () => {
    await logout()
      .unwrap()
      .catch(() => undefined);
    window.location.assign(paths.home);
  };
}
