/*
 * Chooses index.html's first frame before anything is painted: index.html loads this file as its one blocking script
 * (the app's CSP allows scripts from its own origin only, so the choice cannot be written inline). A session stored
 * by the app (src/session/storage.ts: key pro__Access-Token, value {"value":…,"expire":ms|null}) means the app will
 * draw the shell, not the sign-in page, so the static sign-in frame is hidden and the page stays blank until React
 * draws the shell, rather than showing a sign-in form to someone signed in.
 */
try {
  var stored = JSON.parse(localStorage.getItem('pro__Access-Token') || 'null')
  if (stored && stored.value && (stored.expire === null || stored.expire > Date.now()))
    document.documentElement.className += ' ff-session'
} catch (unreadable) {
  // Storage refused or not JSON: the app signs in afresh, so the sign-in frame is the right one.
}
