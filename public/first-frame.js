// Why: index.html, beside its script tag.
try {
  var s = JSON.parse(localStorage.getItem('pro__Access-Token') || 'null')
  if (s && s.value && (s.expire === null || s.expire > Date.now())) document.documentElement.className += ' ff-session'
} catch (e) {}
