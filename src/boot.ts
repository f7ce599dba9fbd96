/**
 * index.html's script: it starts the app once index.html's static first frame has painted. Fetched and compiled at the
 * same time as that frame was drawn, the sign-in chunk took the two cores from the frame's paint (#37: fresh loads of
 * the login page, interleaved, median of 21: first contentful paint 132 → 100 ms, the React form drawn at the same
 * moment as before). It starts at once when nothing will paint: a stored session hides the frame (ff-session, set by
 * public/first-frame.js), a hidden page does not paint, and a browser without paint timing never says it has.
 */
let started = false

function start() {
  if (started) return
  started = true
  void import('./main')
}

function framePaints(): boolean {
  return (
    document.visibilityState === 'visible' &&
    !document.documentElement.classList.contains('ff-session') &&
    PerformanceObserver.supportedEntryTypes.includes('paint')
  )
}

if (framePaints()) {
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
  // A page hidden before its first paint would wait until it is shown again.
  document.addEventListener('visibilitychange', start, { once: true })
} else {
  start()
}
