// The subscription forms: the browser's time zone (Intl) is chosen for the visitor, who may
// change it. Only a form shown fresh guesses ([data-guess-time-zone]); a form shown again with
// messages keeps what was sent. Without this script the site's time zone is the default.
(function () {
  "use strict";
  var zone = "";
  try { zone = Intl.DateTimeFormat().resolvedOptions().timeZone || ""; } catch (error) { zone = ""; }
  if (!zone) { return; }
  document.querySelectorAll("form[data-guess-time-zone]").forEach(function (form) {
    var field = form.querySelector("[name='time_zone']");
    if (!field) { return; }
    if (field.tagName === "SELECT") {
      var known = Array.prototype.some.call(field.options, function (option) { return option.value === zone; });
      if (known) { field.value = zone; }
    } else {
      field.value = zone;
    }
  });
})();
