/*
 * Runs before the first paint and picks what index.html's static first screen shows (see
 * .boot-* in src/app/styles.css): the home page's hero on '/', the page's head on '/faq', a spinner
 * elsewhere, and the banner for visitors unless the visit is signed in: the server saw the session
 * cookie (it preloaded the session, /api/auth/user, in the head above this script: sessionPreloads in
 * backend/src/seo/seo-http.service.ts) or the app remembered a signed-in user (src/shared/bootHint.ts).
 * On '/', '/services/…' and '/faq' it also starts fetching what the page shows first (the services, the
 * category's description, the questions).
 * A classic script file: the Content-Security-Policy allows no inline scripts.
 */
(function () {
  var root = document.documentElement;
  // Scripts run: the app renders the page, so the served crawler content (.page-content) stays hidden.
  root.classList.add('boot-js');
  // What the page shows first comes from the API: fetch it with the page (see the preloads in index.html).
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.href = href;
    link.as = 'fetch';
    link.crossOrigin = 'use-credentials';
    document.head.appendChild(link);
  }
  if (window.location.pathname === '/') {
    root.classList.add('boot-home');
    preload('/api/service-categories');
  } else if (window.location.pathname.indexOf('/services/') === 0) {
    // The category's name and description head the page: they must be there before the list, or
    // the description arriving after it would push the list down.
    preload('/api/service-categories');
  } else if (window.location.pathname === '/faq') {
    root.classList.add('boot-faq');
    preload('/api/faq');
  }
  // The provider registration is where the visitors' banner leads: it is not shown there (VisitorBanner).
  if (window.location.pathname === '/provider-registration' || window.location.pathname === '/register-provider') {
    root.classList.add('boot-registration');
  }
  function signedIn() {
    if (document.querySelector('link[rel="preload"][href="/api/auth/user"]')) return true;
    try {
      return window.localStorage.getItem('svatby.signedIn') === '1';
    } catch (error) {
      return false; // storage disabled: show the visitor's screen
    }
  }
  if (signedIn()) root.classList.add('boot-signed-in');
})();
