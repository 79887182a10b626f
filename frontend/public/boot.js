/*
 * Runs before the first paint and picks what index.html's static first screen shows (see
 * .boot-* in src/app/styles.css): the home page's hero on '/', a spinner elsewhere, and the
 * banner for visitors unless the app remembered a signed-in user (src/app/bootHint.ts). On '/'
 * it also starts fetching the services the home page shows first.
 * A classic script file: the Content-Security-Policy allows no inline scripts.
 */
(function () {
  var root = document.documentElement;
  if (window.location.pathname === '/') {
    root.classList.add('boot-home');
    // The home page's services come first: fetch them with the page (see the preloads in index.html).
    var preload = document.createElement('link');
    preload.rel = 'preload';
    preload.href = '/api/service-categories';
    preload.as = 'fetch';
    preload.crossOrigin = 'use-credentials';
    document.head.appendChild(preload);
  }
  try {
    if (window.localStorage.getItem('svatby.signedIn') === '1') root.classList.add('boot-signed-in');
  } catch (error) {
    // storage disabled: show the visitor's screen
  }
})();
