// Runs in the head, before first paint and long before the app's scripts: a server-rendered page
// shows its buttons seconds before React has hydrated them, and a tap in that time would do
// nothing. This listener takes every click on a control marked `data-replay`, from the first
// paint until the app takes over (shell/src/replay): the theme toggle works here at once; any
// other control's click is kept and replayed on the same control once the app has hydrated it.
// Stopped here, so React, once listening, never sees it a second time. Links, forms and
// <details> are never marked: they work without scripts and keep their default.
(function () {
  var queue = [];
  var root = document.documentElement;

  function toggleTheme() {
    var theme = root.classList.contains('dark') ? 'light' : 'dark';
    root.classList.toggle('dark', theme === 'dark');
    root.style.colorScheme = theme;
    try {
      window.localStorage.setItem('theme', theme);
    } catch (e) {
      // Storage can be blocked (privacy modes): the choice then lasts for this page only.
    }
    // What the shell's own toggle announces, for any part of the page already listening.
    window.dispatchEvent(new CustomEvent('campaign:theme', { detail: { theme: theme } }));
  }

  function onClick(event) {
    var target = event.target;
    var control = target && target.closest ? target.closest('[data-replay]') : null;
    if (!control || control.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    var name = control.getAttribute('data-replay');
    if (name === 'theme') return toggleTheme();
    var same = document.querySelectorAll('[data-replay="' + name + '"]');
    queue.push({
      element: control,
      name: name,
      index: Array.prototype.indexOf.call(same, control),
    });
  }

  // A <details> opens without scripts; its summary's aria-expanded, written by the server,
  // follows it from the first tap (toggle events do not bubble, so listened for in capture).
  function onToggle(event) {
    var details = event.target;
    var summary = details.querySelector ? details.querySelector('summary[aria-expanded]') : null;
    if (summary) summary.setAttribute('aria-expanded', String(details.open));
  }

  document.addEventListener('click', onClick, true);
  document.addEventListener('toggle', onToggle, true);
  window.__earlyInput = {
    // The app takes over: no more clicks are held, and it gets the ones held so far, oldest first.
    take: function () {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('toggle', onToggle, true);
      var taken = queue;
      queue = [];
      return taken;
    },
  };
})();
