// The date box read on the device, with no network: the same rules as the server's
// portal/readings/phrases.py (resolve), with its own word tables, which the offline plan sends
// (portal/readings/offline_words.py). Loaded by the service worker (importScripts); dates are
// "YYYY-MM-DD" strings, today is passed in, as on the server.
(function (scope) {
  "use strict";
  var WORD = "[\\p{L}\\p{N}_]";

  function fold(text) {
    text = text.toLowerCase().replace(/ß/g, "ss").replace(/đ/g, "dj");
    text = text.normalize("NFKD").replace(/\p{M}/gu, "");
    text = text.replace(/(?<=\d)[.](?!\d)/g, " ");
    text = text.replace(/[^\p{L}\p{N}_./-]+|(?<!\d)[./-]|[./-](?!\d)/gu, " ");
    text = text.replace(new RegExp("(?<!" + WORD + ")(\\d{1,2})(?:st|nd|rd|th|o|a)(?!" + WORD + ")", "gu"), "$1");
    return text.split(/\s+/).filter(Boolean).join(" ");
  }

  function iso(date) { return date.toISOString().slice(0, 10); }
  function parse(day) { return new Date(day + "T00:00:00Z"); }
  function addDays(day, days) {
    var date = parse(day);
    date.setUTCDate(date.getUTCDate() + days);
    return iso(date);
  }
  function weekdayOf(day) { return (parse(day).getUTCDay() + 6) % 7; }  // Monday = 0
  function yearOf(day) { return parseInt(day.slice(0, 4), 10); }

  function safeDate(words, year, month, day) {
    if (year < words.min_year || year > words.max_year || month < 1 || month > 12 || day < 1) { return null; }
    var date = new Date(Date.UTC(year, month - 1, day));
    date.setUTCFullYear(year);  // years below 100 are not 19xx
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? iso(date) : null;
  }

  // The first date `when(year)` on or after today, this year or the next two.
  function nextOccurrence(words, when, today) {
    for (var year = yearOf(today); year <= yearOf(today) + 2; year++) {
      if (year < words.min_year || year > words.max_year) { continue; }
      var found = when(year);
      if (found && found >= today) { return found; }
    }
    return null;
  }

  function numeric(words, text) {
    var match = text.match(/^(\d{4})([-./])(\d{1,2})\2(\d{1,2})$/);
    if (match) { return safeDate(words, +match[1], +match[3], +match[4]); }
    match = text.match(/^(\d{1,2})([-./])(\d{1,2})\2(\d{4})$/);
    if (match) {
      var first = +match[1], second = +match[3], year = +match[4];
      return safeDate(words, year, second, first) || (second > 12 ? safeDate(words, year, first, second) : null);
    }
    return null;
  }

  function has(table, key) { return Object.prototype.hasOwnProperty.call(table, key); }

  function dayAndMonth(words, list, year, today) {
    if (list.length !== 2) { return null; }
    var digits = /^\d+$/, day, month;
    if (digits.test(list[0]) && has(words.months, list[1])) {
      day = +list[0]; month = words.months[list[1]];
    } else if (digits.test(list[1]) && has(words.months, list[0])) {
      day = +list[1]; month = words.months[list[0]];
    } else {
      return null;
    }
    if (year !== null) { return safeDate(words, year, month, day); }
    return nextOccurrence(words, function (y) { return safeDate(words, y, month, day); }, today);
  }

  function weekday(words, list, today) {
    var tokens = words.tokens;
    var isToken = function (w) { return w === tokens.next || w === tokens.this || w === tokens.last; };
    var names = list.filter(function (w) { return has(words.weekdays, w); });
    var qualifiers = list.filter(function (w) { return has(words.qualifiers, w) || isToken(w); })
      .map(function (w) { return has(words.qualifiers, w) ? words.qualifiers[w] : w; });
    if (names.length !== 1 || qualifiers.length > 1 || names.length + qualifiers.length !== list.length) {
      return null;
    }
    var target = words.weekdays[names[0]], which = qualifiers.length ? qualifiers[0] : tokens.this;
    var now = weekdayOf(today);
    if (which === tokens.last) { return addDays(today, -((((now - target) % 7) + 7) % 7 || 7)); }
    var ahead = (((target - now) % 7) + 7) % 7;
    if (which === tokens.next) { ahead = ahead || 7; }
    return addDays(today, ahead);
  }

  function feast(words, key, year, today) {
    if (!has(words.feasts, key)) { return undefined; }
    var dates = words.feasts[key];
    if (year !== null) { return has(dates, String(year)) ? dates[String(year)] : null; }
    return nextOccurrence(words, function (y) { return dates[String(y)] || null; }, today);
  }

  function escape(text) { return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"); }

  // The date `text` names, relative to `today` ("YYYY-MM-DD"); null when it is none of the
  // forms phrases.py knows (or a feast in a year the plan did not send).
  function resolve(text, today, words) {
    if (typeof text !== "string" || text.length > words.max_chars) { return null; }
    var folded = fold(text);
    if (!folded) { return null; }
    var found = numeric(words, folded);
    if (found) { return found; }
    if (has(words.relative, folded)) { return addDays(today, words.relative[folded]); }
    Object.keys(words.qualifier_phrases).forEach(function (phrase) {
      var pattern = new RegExp("(?<!" + WORD + ")" + escape(phrase) + "(?!" + WORD + ")", "gu");
      folded = folded.replace(pattern, words.qualifier_phrases[phrase]);
    });
    var filler = new Set(words.filler);
    var list = folded.split(" ").filter(function (w) { return w && !filler.has(w); });
    if (!list.length) { return null; }
    if (has(words.relative, list.join(" "))) { return addDays(today, words.relative[list.join(" ")]); }
    var bare = list, year = null;
    if (/^\d{4}$/.test(list[list.length - 1])) {
      bare = list.slice(0, -1); year = +list[list.length - 1];
    } else if (/^\d{4}$/.test(list[0])) {
      bare = list.slice(1); year = +list[0];
    }
    var day = feast(words, bare.join(" "), year, today);
    if (day !== undefined) { return day; }
    found = dayAndMonth(words, bare, year, today);
    if (found) { return found; }
    return year === null ? weekday(words, list, today) : null;
  }

  // Today in the site's time zone, as the server counts it (selectors.site_today).
  function today(timeZone) {
    var parts = {};
    new Intl.DateTimeFormat("en", { timeZone: timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(new Date()).forEach(function (part) { parts[part.type] = part.value; });
    return parts.year + "-" + parts.month + "-" + parts.day;
  }

  scope.PortalDateWords = { fold: fold, resolve: resolve, today: today };
})(self);
