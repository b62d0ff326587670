// Runs before first paint: only the exact stored values "dark" or "light" count.
(function () {
  var theme = 'light';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'dark' || stored === 'light') theme = stored;
  } catch (e) {
    // Storage can be blocked (privacy modes); light is the default then.
  }
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
})();
